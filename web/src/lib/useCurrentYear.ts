// The calendar year for the footer. Prerendered HTML carries the build year; hydration starts from the same
// value and then switches to the visitor's current year, so the two never mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
