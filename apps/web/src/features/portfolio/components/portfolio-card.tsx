import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { TEMPLATES } from '@portfolio/shared/templates';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { manageLink } from '../utils/manage-link.ts';
import { PortfolioActions, PortfolioStatusNote } from './portfolio-actions.tsx';
import { ShareSite } from './share-site.tsx';

type PortfolioCardProps = {
  portfolio: PortfolioDetail;
  onCompletePayment: (portfolio: PortfolioDetail) => void;
  /** True while this portfolio's payment is being started. */
  paying: boolean;
  /** A note under the address from another feature (its custom domain's state), if any. */
  notice?: ReactNode;
};

const statusBadge = {
  awaiting_payment: { text: 'Awaiting payment', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  live: { text: 'Live', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  offline: { text: 'Offline', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  taken_down: { text: 'Taken down', className: 'bg-red-100 text-red-900 ring-red-300' },
} as const;

const templateName = (id: number) => TEMPLATES.find((template) => template.id === id)?.name ?? 'Template';

/** '2 unread messages', '1 unread message', 'No new messages'. */
const unreadText = (unread: number) =>
  unread === 0 ? 'No new messages' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`;

const linkClassName = 'self-start text-sm font-medium text-indigo-700 underline hover:text-indigo-900';

/**
 * One portfolio on /templates, the home page and Your portfolios: cover, title, whose and in which
 * template, status, address to copy and share, last week's views and unread messages, and what can
 * be done with it.
 */
export function PortfolioCard({ portfolio, onCompletePayment, paying, notice }: PortfolioCardProps) {
  const live = portfolio.status === 'live';
  const badge = statusBadge[portfolio.status];
  const manage = manageLink(portfolio);
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={portfolio.coverImage}
        alt={`Cover of ${portfolio.title}`}
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-lg font-semibold wrap-break-word text-slate-900">
            {portfolio.title}
          </h3>
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
          >
            {badge.text}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {portfolio.name} · {templateName(portfolio.templateId)}
        </p>
        <PortfolioStatusNote portfolio={portfolio} />
        <p className="mt-3 text-sm text-slate-600">
          {live
            ? 'Live at'
            : portfolio.status === 'awaiting_payment'
              ? 'Goes live at'
              : 'Address when online'}
        </p>
        <p className="font-mono text-sm break-all text-slate-900">{portfolio.liveUrl}</p>
        <div className="mt-2">
          <CopyButton
            text={portfolio.liveUrl}
            label="Copy live URL"
            onError={() => showToast.error('The address could not be copied. Select it and copy it by hand.')}
          />
        </div>
        {live && <ShareSite url={portfolio.liveUrl} title={portfolio.title} />}
        {live || portfolio.messageCount > 0 ? (
          <div className="mt-3 flex flex-col gap-1">
            {live && (
              <Link to={paths.stats(portfolio._id)} className={linkClassName}>
                {`${portfolio.viewsLast7Days} ${portfolio.viewsLast7Days === 1 ? 'view' : 'views'} in the last 7 days`}
                <span className="sr-only">: visitor stats of {portfolio.title}</span>
              </Link>
            )}
            {/* A site taken off the web keeps its messages: the link stays while it has some. */}
            <Link to={paths.siteInbox(portfolio._id)} className={linkClassName}>
              {unreadText(portfolio.unreadMessages)}
              <span className="sr-only">: inbox of {portfolio.title}</span>
            </Link>
          </div>
        ) : null}
        {notice}
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          {live ? (
            <a
              href={portfolio.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('primary')}
            >
              View Live<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : portfolio.status === 'awaiting_payment' ? (
            <Button aria-disabled={paying} onClick={() => !paying && onCompletePayment(portfolio)}>
              {paying ? 'Starting payment…' : 'Complete Payment'}
            </Button>
          ) : null}
          <Link to={manage.to} state={manage.state} className={buttonClassName('secondary')}>
            Manage
          </Link>
        </div>
        <PortfolioActions portfolio={portfolio} />
      </div>
    </article>
  );
}
