import type { EngineerProfile, QueuedReview, ReviewQueue, ReviewStatus } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api, apiResponse, ApiRequestError } from '../../../../lib/api';

/** GET /api/review_queue: the reviews (one status, or all) and the count of each status. */
export const fetchReviewQueue = (status: ReviewStatus | null) =>
  api<ReviewQueue>(API_PATHS.reviewQueue, { query: status ? { status } : {} });

export const fetchQueuedReview = (id: number) => api<QueuedReview>(API_PATHS.reviewQueueItem(id));

/** POST /api/review_queue/{id}/decision: approved (optional note) or returned (reason in the note). */
export const decideReview = (id: number, body: { decision: 'approved' | 'returned'; note: string | null }) =>
  api<QueuedReview>(API_PATHS.reviewDecision(id), { method: 'POST', body });

/** GET /api/users/{id}/engineer_profile; null when the user has none yet. */
export async function fetchEngineerProfile(userId: number): Promise<EngineerProfile | null> {
  try {
    return await api<EngineerProfile>(API_PATHS.engineerProfile(userId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const saveEngineerProfile = (
  userId: number,
  body: { name: string; licences: { state: string; number: string }[] },
) => api<EngineerProfile>(API_PATHS.engineerProfile(userId), { method: 'PUT', body });

/** PUT …/engineer_profile/seal with the file as the body (the server judges it by its bytes). */
export const uploadSeal = (userId: number, file: File) =>
  api<EngineerProfile>(API_PATHS.engineerSeal(userId), {
    method: 'PUT',
    raw: { body: file, contentType: file.type || 'application/octet-stream' },
  });

/** The seal as an object URL: it is read with the session's headers, which an <img src> could not send. */
export async function sealObjectUrl(userId: number): Promise<string | null> {
  try {
    const response = await apiResponse(API_PATHS.engineerSeal(userId));
    return URL.createObjectURL(await response.blob());
  } catch {
    return null;
  }
}
