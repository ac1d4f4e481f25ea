/**
 * The one place the visitor's report e-mail gets its attachment: the calculation report's PDF (issue 15) plugs in
 * here. Until then there is none, and the message carries the link alone.
 */
import type { AppConfig } from '../../config.js';
import type { StoredSearch } from '../mount-search/mount-search.repository.js';
import type { MailAttachment } from './transport.js';

export function reportAttachment(_search: StoredSearch, _config: AppConfig): Promise<MailAttachment | undefined> {
  return Promise.resolve(undefined);
}
