import type pg from 'pg';

/**
 * Writers beside the soak's load, each creating phonebook categories one after another under
 * names of its own, so that after any fault the acknowledged ones (answered 2xx) can be looked
 * up in the database by name: an acknowledged write that is not there was lost.
 */
export interface AcknowledgedWrites {
  acknowledged: string[];
  statuses: Map<number, number>;
  /** performance.now() of the latest acknowledgement. */
  lastAckAt: number;
  stop(): Promise<void>;
}

export function startWriters(bases: string[], auth: string, writers = 4): AcknowledgedWrites {
  let stopping = false;
  const state: Omit<AcknowledgedWrites, 'stop'> = { acknowledged: [], statuses: new Map(), lastAckAt: 0 };
  const writer = async (w: number) => {
    for (let n = 0; !stopping; n++) {
      const name = `soak-w${w}-${n}`;
      let status: number;
      try {
        const res = await fetch(`${bases[n % bases.length]}/api/community/phonebook/category`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ communityID: 'riverside-condo', name }),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0; // the instance itself did not answer
      }
      state.statuses.set(status, (state.statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) {
        state.acknowledged.push(name);
        state.lastAckAt = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, status === 503 ? 200 : 100));
    }
  };
  const running = Array.from({ length: writers }, (_, w) => writer(w));
  return Object.assign(state, {
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  });
}

/** The acknowledged names the database does not hold, read as the tables' owner. */
export async function lostWrites(owner: pg.Pool, acknowledged: string[]): Promise<string[]> {
  const { rows } = await owner.query<{ name: string }>(
    `select name from phonebook_categories where community_id = 'riverside-condo' and name like 'soak-w%'`,
  );
  const stored = new Set(rows.map((r) => r.name));
  return acknowledged.filter((name) => !stored.has(name));
}
