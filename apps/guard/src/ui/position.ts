import { useCallback, useEffect, useRef } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

/** A fix older than this says too little about where a scan or an alert happened. */
const FRESH_MS = 60_000;

/**
 * Follows the phone's position while a screen that sends it is open (patrol, SOS), so a scan or
 * an alert takes the latest fix at once instead of waiting for one: a car park may give none,
 * and a guard must not wait on the GPS. Only if the guard allowed it (the browser asks once and
 * remembers); without a fresh fix the getter answers undefined and nothing is sent, which the
 * server reads as "no position", never as far away.
 */
export function useLatestPosition(): () => Position | undefined {
  const latest = useRef<{ at: number; position: Position } | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const id = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = {
          at: Date.now(),
          position: { latitude: p.coords.latitude, longitude: p.coords.longitude },
        };
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: FRESH_MS },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, []);
  return useCallback(() => {
    const fix = latest.current;
    return fix && Date.now() - fix.at <= FRESH_MS ? fix.position : undefined;
  }, []);
}
