/**
 * Every route of the web app, in one place (docs/product.md describes the screens). `path` is the pattern a
 * router matches, `href(…)` the link to it. The admin app matches its own routes below /admin: `adminRoute(path)`
 * is the part it matches.
 */
import { SET_PASSWORD_PATH, sharedResultPath } from '@nprm/contracts/paths';

interface Route<Args extends unknown[] = []> {
  readonly path: string;
  href(...args: Args): string;
}

/** A route without parameters: its link is its pattern. */
function fixed(path: string): Route {
  return { path, href: () => path };
}

const ADMIN = '/admin';

/** The routes of an admin entity: its list, the new record's form and a record's form. */
export type EntityRoutes = Readonly<{ list: Route; create: Route; edit: Route<[number]> }>;

/** An admin entity's routes: its list (/admin/mounts), the new record's form (/admin/mount/new), a record's (/admin/mount/7). */
function entity(list: string, record: string): EntityRoutes {
  return {
    list: fixed(`${ADMIN}/${list}`),
    create: fixed(`${ADMIN}/${record}/new`),
    edit: { path: `${ADMIN}/${record}/:id`, href: (id: number) => `${ADMIN}/${record}/${id}` },
  };
}

export const paths = {
  calculator: {
    ...fixed('/'),
    /** The query parameter naming a saved result whose inputs fill the form ("Edit these inputs"). */
    editParam: 'edit',
    /** The form filled from a saved result's inputs. */
    edit: (token: string) => `/?edit=${encodeURIComponent(token)}`,
  },
  results: {
    path: '/results',
    /** A search's results: with the parameters the calculator sends, or bare when no mount fits. */
    href: (params?: URLSearchParams) => (params ? `/results?${params.toString()}` : '/results'),
    /** A saved result's share link. */
    shared: sharedResultPath,
  },
  diagnostics: fixed('/diagnostics'),
  error: fixed('/error'),
  admin: {
    root: fixed(ADMIN),
    login: fixed(`${ADMIN}/login`),
    /** "Forgot password?": e-mails a link that sets a new one. */
    forgotPassword: fixed(`${ADMIN}/forgot-password`),
    /** Where an e-mailed invitation or reset link lands (its token after `#token=`). */
    setPassword: fixed(SET_PASSWORD_PATH),
    mounts: entity('mounts', 'mount'),
    antennas: entity('antennas', 'antenna'),
    searches: fixed(`${ADMIN}/searches`),
    resellers: entity('resellers', 'reseller'),
    /** The mounts one reseller offers, below that reseller. */
    resellerMounts: {
      list: {
        path: `${ADMIN}/reseller/:resellerId/mounts`,
        href: (resellerId: number) => `${ADMIN}/reseller/${resellerId}/mounts`,
      } satisfies Route<[number]>,
      create: {
        path: `${ADMIN}/reseller/:resellerId/mount/new`,
        href: (resellerId: number) => `${ADMIN}/reseller/${resellerId}/mount/new`,
      } satisfies Route<[number]>,
      edit: {
        path: `${ADMIN}/reseller/:resellerId/mount/:mountId`,
        href: (resellerId: number, id: number) => `${ADMIN}/reseller/${resellerId}/mount/${id}`,
      } satisfies Route<[number, number]>,
    },
    /** One reseller's price list. */
    resellerPrices: {
      path: `${ADMIN}/reseller/:resellerId/prices`,
      href: (resellerId: number) => `${ADMIN}/reseller/${resellerId}/prices`,
    } satisfies Route<[number]>,
    roofTypes: entity('roof-types', 'roof-type'),
    blockTypes: entity('block-types', 'block-type'),
    engineeringSettings: fixed(`${ADMIN}/engineering-settings`),
    /** County wind speed overrides, and the CSV import of them. */
    windSpeeds: entity('wind-speeds', 'wind-speed'),
    windSpeedImport: fixed(`${ADMIN}/wind-speeds/import`),
    users: entity('users', 'user'),
    /** Recent admin changes (the history), with filters. */
    activity: fixed(`${ADMIN}/activity`),
    /** The e-mail queue: retry or cancel a message. */
    outbox: fixed(`${ADMIN}/outbox`),
    /** The engineers' review queue, and one review with its decision. */
    reviews: fixed(`${ADMIN}/reviews`),
    review: {
      path: `${ADMIN}/review/:id`,
      href: (id: number) => `${ADMIN}/review/${id}`,
    } satisfies Route<[number]>,
    /** The leads as a board, one column per status. */
    leadBoard: fixed(`${ADMIN}/leads`),
    /** One lead: its search, status, assignee, next step, notes, quote requests and timeline; the sales dashboard. */
    lead: {
      path: `${ADMIN}/lead/:id`,
      href: (id: number) => `${ADMIN}/lead/${id}`,
    } satisfies Route<[number]>,
    dashboard: fixed(`${ADMIN}/dashboard`),
    /** The signed-in user's own account: change my password. */
    account: fixed(`${ADMIN}/account`),
  },
} as const;

/** Every admin route, for the router below /admin that the admin app is. */
export const ADMIN_ROUTES = `${ADMIN}/*`;

/** Whether `pathname` is the admin app's (/admin or below): its own router, loaded as its own chunk. */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === ADMIN || path.startsWith(`${ADMIN}/`);
}

/** The part of an admin route the admin app's router matches: "/admin/mount/:id" → "mount/:id". */
export function adminRoute(path: string): string {
  if (!path.startsWith(`${ADMIN}/`)) throw new Error(`${path} is not below ${ADMIN}`);
  return path.slice(ADMIN.length + 1);
}
