import { describe, expect, it } from 'vitest';
import { adminRoute, paths } from './paths';

describe('route paths', () => {
  it('build the links the screens use', () => {
    expect(paths.results.href()).toBe('/results');
    expect(paths.results.href(new URLSearchParams({ token: 'tok', mountId: '5' }))).toBe(
      '/results?token=tok&mountId=5',
    );
    expect(paths.results.shared('a b/c')).toBe('/results?t=a%20b%2Fc');
    expect(paths.admin.mounts.edit.href(7)).toBe('/admin/mount/7');
    expect(paths.admin.roofTypes.create.href()).toBe('/admin/roof-type/new');
    expect(paths.admin.resellerMounts.list.href(3)).toBe('/admin/reseller/3/mounts');
    expect(paths.admin.resellerMounts.edit.href(3, 9)).toBe('/admin/reseller/3/mount/9');
  });

  it('give the admin app the part of its routes below /admin', () => {
    expect(adminRoute(paths.admin.login.path)).toBe('login');
    expect(adminRoute(paths.admin.resellerMounts.edit.path)).toBe('reseller/:resellerId/mount/:mountId');
    expect(() => adminRoute(paths.results.path)).toThrow('/results is not below /admin');
  });
});
