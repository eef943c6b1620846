// wouter imports `use-sync-external-store/shim`, a fallback for React before 18 that the site
// (React 19) never runs but would ship on every page: the build points it here instead.
export { useSyncExternalStore } from 'react';
