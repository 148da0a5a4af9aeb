import { useStyles } from '#ui/use-styles.ts';
import { WithSelectedConference } from '../shared/conference-picker.tsx';
import { StaffOnly } from '../shared/staff-access.tsx';
import { CheckInDesk } from './check-in-desk.tsx';
import css from './check-in.css?inline';

/** The registration desk (/conference/check-in): scan or search, check in with Enter, undo. */
export function ConferenceCheckIn() {
  useStyles(css);
  return (
    <div className="cmsb-checkin">
      <StaffOnly>
        {() => (
          <WithSelectedConference className="cmsb-checkin__picker">
            {({ conference, picker }) => <CheckInDesk key={conference.id} conferenceId={conference.id} picker={picker} />}
          </WithSelectedConference>
        )}
      </StaffOnly>
    </div>
  );
}
