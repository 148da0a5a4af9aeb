import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import {
  couponPublicConfigEndpoint,
  couponSettingsEndpoint,
  saveCouponSettingsEndpoint,
  type Coupon,
  type CouponSettings,
} from '#contracts/pws-coupons.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Button } from '#ui/forms/button.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { SaveStatus } from '../shared/save-status.tsx';
import { inlineSaveState, useInlineSetting } from '../shared/use-inline-setting.ts';
import css from './coupon-owner-controls.css?inline';
import { accessRefusal, type CouponControlsState } from './coupon-rows.ts';
import { CouponTable } from './coupon-table.tsx';
import { couponOwnerLabels } from './labels.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

/** The site owner's coupons: which the site offers and the site's own code for each. */
export function CouponOwnerControls() {
  useStyles(css);
  const { user } = useHostConfig();
  return user ? <OwnerCoupons /> : <NoAccess state="signed-out" />;
}

function OwnerCoupons() {
  const labels = useLabels(couponOwnerLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const config = useQuery({ ...apiQueryOptions(api, couponPublicConfigEndpoint), retry: false, staleTime: 5 * 60 * 1000 });
  const settingsQuery = apiQueryOptions(api, couponSettingsEndpoint);
  const settings = useQuery({ ...settingsQuery, retry: false });

  const refusal = accessRefusal(settings.error);
  if (refusal) return <NoAccess state={refusal} />;
  if (config.isPending || settings.isPending) {
    return (
      <div className="cmsb-coupon-owner" data-state={'loading' satisfies CouponControlsState}>
        <Spinner />
      </div>
    );
  }
  if (!config.data || !settings.data) {
    return (
      <div className="cmsb-coupon-owner" data-state={'error' satisfies CouponControlsState}>
        <ErrorBanner
          message={labels.error}
          takesFocus={false}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void config.refetch();
                void settings.refetch();
              }}
            >
              {labels.tryAgain}
            </Button>
          }
        />
      </div>
    );
  }
  const save = async (next: CouponSettings) => {
    const { data } = await api.request(saveCouponSettingsEndpoint, { json: next });
    queryClient.setQueryData(settingsQuery.queryKey, data);
  };
  return <SavedCoupons coupons={config.data.couponCodes} saved={settings.data} save={save} />;
}

interface SavedCouponsProps {
  coupons: Coupon[];
  saved: CouponSettings;
  save: (next: CouponSettings) => Promise<void>;
}

function SavedCoupons({ coupons, saved, save }: SavedCouponsProps) {
  const labels = useLabels(couponOwnerLabels);
  const setting = useInlineSetting(saved, save);
  return (
    <div className="cmsb-coupon-owner" data-state={inlineSaveState(setting.status) satisfies CouponControlsState}>
      <SaveStatus setting={setting} texts={{ saved: labels.saved, failed: labels.error }} />
      <CouponTable coupons={coupons} setting={setting} />
    </div>
  );
}

/** Signed out, or signed in without a site of one's own: why there is nothing to choose, and a way to log in. */
function NoAccess({ state }: { state: 'signed-out' | 'not-owner' }) {
  const labels = useLabels(couponOwnerLabels);
  return (
    <div className="cmsb-coupon-owner" data-state={state}>
      <LogInPrompt text={state === 'signed-out' ? labels.signedOut : labels.notOwner} logIn={labels.logIn} />
    </div>
  );
}
