import { operatorTexts } from '@portfolio/shared/operator';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/api-route.ts';
import { clientKey } from '../../http/client-key.ts';
import type { AbuseReports } from './service.ts';

/** Anyone may report a published site (the 'Report this site' link in every site's footer). */
export async function abuseReportRoutes(app: FastifyInstance, { reports }: { reports: AbuseReports }) {
  serve(app, 'abuseReport', async (request, reply) => {
    await reports.submit(request.body, clientKey(request.ip));
    return reply.status(201).send({ success: true, message: operatorTexts.reportSent });
  });
}
