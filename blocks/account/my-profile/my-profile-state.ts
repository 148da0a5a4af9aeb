/** The profile form's states (accounts spec 4), exposed as `data-state`; before it, loading, error or logged-out. */
export type MyProfileStatus = 'idle' | 'submitting' | 'success' | 'warning';
