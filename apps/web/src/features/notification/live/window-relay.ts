import {
  LIVE_WINDOW_EVENTS,
  type LiveChange,
  type LiveWindowChange,
  type LiveWindowStatus,
} from '@cc/contracts/notification-live';

export interface WindowRelay {
  setConnected(connected: boolean): void;
  changed(change: LiveChange): void;
  stop(): void;
}

/**
 * Hands the live socket's `changed` events and its state on to other features' pages as window
 * events (LIVE_WINDOW_EVENTS), and answers a page that asks for the state after mounting.
 */
export function openWindowRelay(communityID: string, target: EventTarget = window): WindowRelay {
  let connected = false;
  const emit = <T>(type: string, detail: T) => target.dispatchEvent(new CustomEvent<T>(type, { detail }));
  const status = () => emit<LiveWindowStatus>(LIVE_WINDOW_EVENTS.status, { communityID, connected });
  target.addEventListener(LIVE_WINDOW_EVENTS.statusRequest, status);
  const setConnected = (now: boolean) => {
    if (now === connected) return;
    connected = now;
    status();
  };
  return {
    setConnected,
    changed: (change) => emit<LiveWindowChange>(LIVE_WINDOW_EVENTS.changed, { communityID, change }),
    stop() {
      target.removeEventListener(LIVE_WINDOW_EVENTS.statusRequest, status);
      setConnected(false);
    },
  };
}
