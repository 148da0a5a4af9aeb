import { previewStorage } from '#editor/preview/preview-storage.ts';

describe("the previews' device storage", () => {
  it('is empty and their own for a guest, and the administrator’s own for a member, untouched by the guest’s', () => {
    localStorage.setItem('cmsb.closedPopups', '["spring"]');
    sessionStorage.setItem('cmsb.impersonationMayBeActive', 'true');
    const storage = previewStorage(window);

    storage.guest(true);
    expect([localStorage.getItem('cmsb.closedPopups'), sessionStorage.length]).toEqual([null, 0]);
    localStorage.setItem('cmsb.cookieConsent.v3', '{}');
    expect(localStorage.key(0)).toBe('cmsb.cookieConsent.v3');

    storage.guest(false);
    expect(localStorage.getItem('cmsb.closedPopups')).toBe('["spring"]');
    expect(sessionStorage.getItem('cmsb.impersonationMayBeActive')).toBe('true');
    expect(localStorage.getItem('cmsb.cookieConsent.v3')).toBeNull();

    // a guest again starts from nothing: what the last guest stored is gone
    storage.guest(true);
    expect(localStorage.length).toBe(0);
  });
});
