import { useEffect, useRef } from 'react';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * The tab's one realtime stream is opened by the signed-in area (features/auth, which also
 * watches it for the session's end); the events other features care about are passed on here.
 */
export function emitRealtimeEvent(type: string, data: unknown): void {
  for (const listener of listeners.get(type) ?? []) listener(data);
}

export function onRealtimeEvent(type: string, listener: Listener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Runs `handler` for each event of `type` while the component is mounted. */
export function useRealtimeEvent(type: string, handler: Listener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(type, (data) => latest.current(data)), [type]);
}
