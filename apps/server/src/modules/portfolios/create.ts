import {
  type HostingNameCheck,
  hostingNameSchema,
  type PortfolioDetail,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID } from '@portfolio/shared/templates';
import { firstIssueMessage } from '@portfolio/shared/validation';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import { isoNow } from '../../lib/clock.ts';
import { ConflictError } from '../../lib/domain-errors.ts';
import type { PortfoliosDeps } from './deps.ts';
import { toDetail } from './details.ts';
import type { NewPortfolio } from './portfolio-form.ts';
import { removeUploads, type StoredImage, storeUploads } from './uploads.ts';

/** A new portfolio, awaiting payment, with its first version ('Created'). */
export async function createPortfolio(
  deps: Omit<PortfoliosDeps, 'publisher'>,
  userId: string,
  form: NewPortfolio,
): Promise<PortfolioDetail> {
  const { repo, versions, clock } = deps;
  const { hostingName } = form;
  const content = await deps.projectImages.place(userId, form.content);
  const templateId = form.templateId ?? DEFAULT_TEMPLATE_ID;
  if (await repo.hostingNameTaken(hostingName)) throw new ConflictError(portfolioMessages.hostingNameTaken);

  const uploads = await storeUploads(deps, userId, form);
  const cover = uploads.cover as StoredImage;
  const photo = uploads.photo;
  const now = isoNow(clock);
  const id = uuidv7();
  const stored = {
    title: content.title,
    content: JSON.stringify(content),
    cover_image: cover.key,
    cover_width: cover.width,
    cover_height: cover.height,
  };
  try {
    await repo.insert({
      id,
      user_id: userId,
      hosting_name: hostingName,
      ...stored,
      status: 'awaiting_payment',
      created_at: now,
      updated_at: now,
      template_id: templateId,
      photo_image: photo?.key ?? null,
      photo_width: photo?.width ?? null,
      photo_height: photo?.height ?? null,
    });
  } catch (error) {
    await removeUploads(deps, uploads);
    // Another request took the name between our check and our insert.
    if (isUniqueViolation(error)) throw new ConflictError(portfolioMessages.hostingNameTaken);
    throw error;
  }
  await versions.insert(id, {
    id: uuidv7(),
    ...stored,
    template_id: templateId,
    photo_image: photo?.key ?? null,
    photo_width: photo?.width ?? null,
    photo_height: photo?.height ?? null,
    photo_known: true,
    summary: 'Created',
    created_at: now,
  });
  await deps.projectImages.settle(userId, content);
  const row = await repo.findOwned(userId, id);
  if (!row) throw new Error('The new portfolio was not found after insert.');
  return toDetail(deps, row);
}

/** Whether a new portfolio can take this hosting name, and what to tell the owner. */
export async function checkHostingName(
  { repo, addresses }: Pick<PortfoliosDeps, 'repo' | 'addresses'>,
  name: string,
): Promise<HostingNameCheck> {
  const parsed = hostingNameSchema.safeParse(name);
  if (!parsed.success) return { available: false, message: firstIssueMessage(parsed.error) };
  if (await repo.hostingNameTaken(name))
    return { available: false, message: portfolioMessages.hostingNameTaken };
  return {
    available: true,
    message: 'This hosting name is available',
    address: addresses.ofHostingName(name),
  };
}
