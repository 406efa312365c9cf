import type { AgmVote, AgmVoteChannel } from '@cc/contracts/agmmeeting';
import type { FastifyRequest } from 'fastify';
import { atAgm } from './agmmeeting-work';
import { type Ballot, type Cast, castVotes, type Voter } from './votes';

/**
 * Votes on one item that arrive while a write to it is under way wait in a line and are written
 * together, in one transaction (`castVotes`). When an item opens, every present unit votes within
 * seconds; one transaction per vote queued them all on the item's row lock (on PGlite, on its one
 * connection), so the fiftieth waited for forty-nine commits.
 *
 * What holds:
 * - Nothing waits on a timer: a batch is whatever queued while the previous one ran, plus what
 *   arrived in the same turn of the event loop, so a lone vote is written at once (one turn
 *   later), and the line of an item is empty again when its last batch ends. The turn matters on
 *   PGlite: its queries resolve as microtasks, so a whole transaction runs before the event loop
 *   reads another socket, and without the turn every batch held one vote.
 * - Each caller gets its own answer: its vote, or its own refusal in its own language; a refused
 *   ballot changes nothing and costs the others nothing.
 * - A batch commits all or nothing: if the transaction fails (the database went away), every caller
 *   in it gets that failure and nothing of theirs is stored.
 * - Ballots keep their arrival order, within and across batches, as single transactions would.
 * - Lines are per process: API instances side by side still take turns on the item's row lock.
 */
interface Waiting {
  cast: Cast;
  request: FastifyRequest;
  resolve: (vote: AgmVote) => void;
  reject: (error: unknown) => void;
}

/** A batch stays one statement's worth of rows; more waiting go in the next. */
const MOST_PER_BATCH = 500;
const lines = new Map<string, Waiting[]>();

async function writeBatch(batch: Waiting[]) {
  try {
    const casts = batch.map((b) => b.cast);
    const outcomes = await atAgm(batch[0]!.request, (w) => castVotes(w, casts));
    for (const [i, o] of outcomes.entries()) {
      if (o.ok) batch[i]!.resolve(o.vote);
      else batch[i]!.reject(o.refusal);
    }
  } catch (error) {
    for (const b of batch) b.reject(error);
  }
}

/** One turn of the event loop: the requests read from sockets in it reach the line first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drain(key: string) {
  for (;;) {
    await nextTurn();
    const waiting = lines.get(key)!;
    if (waiting.length === 0) {
      lines.delete(key);
      return;
    }
    lines.set(key, waiting.slice(MOST_PER_BATCH));
    await writeBatch(waiting.slice(0, MOST_PER_BATCH));
  }
}

/** Casts a ballot through its item's line; resolves with the vote once its batch committed. */
export function castVoteInLine(
  request: FastifyRequest,
  ballot: Ballot,
  voter: Voter,
  channel: AgmVoteChannel,
): Promise<AgmVote> {
  const key = `${request.scope.communityId}:${ballot.itemID}`;
  return new Promise((resolve, reject) => {
    const cast = { ballot, voter, channel, userId: request.user.id, actor: request.user.email };
    const waiting = lines.get(key);
    if (waiting) {
      waiting.push({ cast, request, resolve, reject });
      return;
    }
    lines.set(key, [{ cast, request, resolve, reject }]);
    void drain(key);
  });
}
