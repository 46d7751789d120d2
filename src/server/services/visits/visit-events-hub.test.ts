import { describe, expect, it } from 'vitest';
import type { ListenFn, ListenOptions } from '../../db/listen';
import { createVisitEventsHub, parseVisitEvent, type HubMessage } from './visit-events-hub';

const silentLog = { warn: () => undefined, info: () => undefined } as never;

function fakeListen() {
  let deliver: (payload: string) => void = () => undefined;
  let options: ListenOptions = {};
  let listening = false;
  const listen: ListenFn = async (_channel, onPayload, opts = {}) => {
    deliver = onPayload;
    options = opts;
    listening = true;
    return async () => {
      listening = false;
    };
  };
  return {
    listen,
    send: (p: string) => deliver(p),
    reconnect: () => options.onReconnect?.(),
    isListening: () => listening,
  };
}

const event = (store: string, id = 'a1') =>
  JSON.stringify({ appointment_id: id, store_code: store, kind: 'forms_submitted' });

describe('the visit events hub', () => {
  it("fans events out to each subscriber's stores only; admins get all", async () => {
    const db = fakeListen();
    const hub = createVisitEventsHub(db.listen, silentLog);
    await hub.start();
    const london: HubMessage[] = [];
    const all: HubMessage[] = [];
    hub.subscribe(new Set(['london']), (m) => london.push(m));
    hub.subscribe(null, (m) => all.push(m));
    db.send(event('london'));
    db.send(event('de'));
    expect(london.map((m) => m.type === 'visit' && m.event.store_code)).toEqual(['london']);
    expect(all).toHaveLength(2);
    await hub.stop();
    expect(db.isListening()).toBe(false);
    expect(hub.size()).toBe(0);
  });

  it('asks everyone to reload after the listener reconnects, and unsubscribes', async () => {
    const db = fakeListen();
    const hub = createVisitEventsHub(db.listen, silentLog);
    await hub.start();
    const got: HubMessage[] = [];
    const stop = hub.subscribe(new Set(['london']), (m) => got.push(m));
    db.reconnect();
    expect(got).toEqual([{ type: 'resync' }]);
    stop();
    expect(hub.size()).toBe(0);
    db.send(event('london'));
    expect(got).toHaveLength(1);
  });

  it('ignores payloads that are not visit events', () => {
    expect(parseVisitEvent('not json')).toBeUndefined();
    expect(
      parseVisitEvent('{"appointment_id":"x","store_code":"y","kind":"nope"}'),
    ).toBeUndefined();
    expect(parseVisitEvent(event('london'))).toEqual({
      appointment_id: 'a1',
      store_code: 'london',
      kind: 'forms_submitted',
    });
  });
});
