/** Engineers, seals and reviewable results for the review tests (features/engineers, features/reviews, report). */
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { createAccount } from '../features/users/accounts.service.js';
import { signInHeaders, TEST_ADMIN } from './admin-sessions.js';

/** A small opaque PNG seal (a red disc on white), `size` pixels square. */
export function sealPng(size = 64): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 2.2) ** 2;
      png.data[i] = inside ? 200 : 255;
      png.data[i + 1] = inside ? 20 : 255;
      png.data[i + 2] = inside ? 20 : 255;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** A small JPEG seal (a red ring and disc, 48 pixels square), made once with pdftoppm. */
export const sealJpeg = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEAMAAwAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxO' +
      'UlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09P' +
      'T09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF' +
      'BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW' +
      'V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi' +
      '4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC' +
      'AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm' +
      'Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq' +
      '8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD06sDxB4ssNEJhObi7xxCh6f7x7fz9qPGGunRNKzAR9rnJSEdcerfh/MiqnhLwvHp8S6hq' +
      'SebqMvzkyc+Vnnv/ABep/wAmG23ZHTTpwjD2lTbou/8AwCiur+NdRBksdJjt4j93zFCn6/ORn8qG1fxrpwEl9pMdxEPveWoY/X5C' +
      'cflXcUUcj7j+sx29mrf11MDw/wCLLDWyIRm3u8cwuev+6e/8/at+uV8W+F49QibUNNTytRi+cGPjzcc9v4vQ/wCRb8H66db0rM5H' +
      '2uAhJh0z6N+P8waE2nZiqU4Sh7Snt1Xb/gGNrQGo/EnTbOQ5it0D7e2QC/64Wu4rh9aI074k6beSDEVwgTd2yQU/TK13FEN2PE/D' +
      'Tttb/hzxzxL4hvNX1Cb9+62isViiVsLt9T6k9efWjw14hvNI1CH9+7WjMFliZsrt9R6EdePSjxL4evNI1Cb9w7WjMWilVcrt9D6E' +
      'dOfSjw14evNX1CH9w62isGllZcLt9B6k9OPWub3ubzPa/cew6ctv6+Z7HXD6KBp3xJ1KzjOIrhC+3tkgP+mWruK4fRSNR+JOpXkY' +
      'zFboU3dsgBP1w1dM90eLhvhqX2t/wxs+MNCOt6ViAD7XAS8J6Z9V/H+YFVPCXiiPUIl0/Un8rUYvkIk483HHf+L1H+R1VYHiDwnY' +
      'a2TMc293jiZB1/3h3/n70NNO6FTqQlD2dTbo+3/AN+iuHXSPGunAx2OrR3EQ+75jBj9PnBx+dDaR411ECO+1aO3iP3vLYKfp8gGf' +
      'zo532H9Wjv7RW/roXvFviiPT4m0/TX83UZfkAj58rPHb+L0H+Tb8H6EdE0rE4H2uch5j1x6L+H8yaPD/AITsNEImGbi7xzM46f7o' +
      '7fz9636Em3diqVIRh7Ont1ff/gH/2Q==',
    'base64',
  );

/** An SVG seal as one stored before SVG seals were refused. */
export const SEAL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="none" stroke="#a00" stroke-width="6"/><text x="50" y="55" text-anchor="middle" font-size="12">SEAL</text></svg>';

/** Uploads a PNG seal to an engineer's profile. */
export async function uploadSeal(app: FastifyInstance, engineer: { id: number; headers: Record<string, string> }) {
  const seal = await app.inject({
    method: 'PUT',
    url: `/api/users/${engineer.id}/engineer_profile/seal`,
    headers: { ...engineer.headers, 'content-type': 'image/png' },
    payload: sealPng(),
  });
  if (seal.statusCode !== 200) throw new Error(`seal: ${seal.statusCode} ${seal.body}`);
}

/**
 * An engineer account (same test password), signed in, with a profile (one licence) and a PNG seal; without the
 * seal, or without any profile, when asked.
 */
export async function createEngineer(
  app: FastifyInstance,
  email: string,
  options: { name?: string; seal?: boolean; profile?: boolean; role?: 'engineer' | 'administrator' } = {},
): Promise<{ id: number; headers: Record<string, string> }> {
  const user = await createAccount(app.ctx.db, {
    email,
    name: options.name ?? 'Grace Hopper',
    role: options.role ?? 'engineer',
    reseller_id: null,
    password: TEST_ADMIN.password,
  });
  const headers = await signInHeaders(app, email);
  if (options.profile === false) return { id: user.id, headers };
  const profile = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/engineer_profile`,
    headers,
    payload: { name: options.name ?? 'Grace Hopper', licences: [{ state: 'IL', number: '062-071234' }] },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  if (options.seal !== false) await uploadSeal(app, { id: user.id, headers });
  return { id: user.id, headers };
}
