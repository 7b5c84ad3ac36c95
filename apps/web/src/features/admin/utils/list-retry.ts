import { ApiError } from '../../../lib/api-client.ts';

/**
 * How an admin list retries: the server's answer, a refusal or a failure, shows at once rather than
 * after seconds of retries; only a request that never reached the server is tried once more.
 */
export function retryListLoad(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 1;
}
