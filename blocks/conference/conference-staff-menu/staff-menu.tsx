import { useId, useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { useSave } from '#api/use-save.ts';
import { deleteSessionEndpoint } from '#contracts/account.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { readStored, writeStored } from '#host/storage-keys.ts';
import { useStyles } from '#ui/use-styles.ts';
import { useConferenceAccess } from '../shared/staff-access.tsx';
import { staffMenuLabels } from './labels.ts';
import { isCurrent, isForcedOpen, isMenuOpen, staffLinks } from './menu-visibility.ts';
import css from './staff-menu.css?inline';

/** The block: the menu for the page it is on. */
export function ConferenceStaffMenu() {
  return <StaffMenu path={window.location.pathname} />;
}

/**
 * Links to the staff tools, for conference staff only (everyone else sees nothing). Staff can hide
 * it; the device remembers, except on the purchase screen, where it is always open. Log Out ends
 * the session by the API's DELETE, which only the site's own pages may send, then goes to login.
 */
export function StaffMenu({ path }: { path: string }) {
  useStyles(css);
  const labels = useLabels(staffMenuLabels);
  const { routes } = useHostConfig();
  const staff = useConferenceAccess().data?.staff === true;
  const [open, setOpen] = useState(() => isMenuOpen(path, readStored('conferenceStaffMenu'), routes));
  const navId = useId();
  const api = useApiClient();
  const leaveTo = useLeaveTo();
  const signOut = useSave<undefined, unknown>({ send: () => api.request(deleteSessionEndpoint), keepSaved: true });
  if (!staff) return null;
  const forced = isForcedOpen(path, routes);
  const toggle = () => {
    writeStored('conferenceStaffMenu', !open);
    setOpen(!open);
  };
  const logOut = async () => {
    const outcome = await signOut.save(undefined);
    if (outcome.status === 'saved') leaveTo(routes.login);
  };
  return (
    <div className="cmsb-staff-menu" data-state={open ? 'open' : 'closed'}>
      {!forced && (
        <button type="button" className="cmsb-staff-menu__toggle" aria-expanded={open} aria-controls={navId} onClick={toggle}>
          {labels.toggle}
        </button>
      )}
      <nav id={navId} className="cmsb-staff-menu__nav" aria-label={labels.menu} hidden={!open}>
        <ul className="cmsb-staff-menu__links">
          {staffLinks(routes).map((link) => (
            <li key={link.href}>
              <a
                className="cmsb-staff-menu__link"
                href={link.href}
                aria-current={isCurrent(link.href, path) ? 'page' : undefined}
              >
                {labels[link.label]}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="cmsb-staff-menu__link cmsb-staff-menu__log-out"
              aria-busy={signOut.status === 'pending' || signOut.status === 'saved' || undefined}
              onClick={() => void logOut()}
            >
              {labels.logOut}
            </button>
          </li>
        </ul>
        {signOut.status === 'error' && <p role="alert">{labels.logOutFailed}</p>}
      </nav>
    </div>
  );
}
