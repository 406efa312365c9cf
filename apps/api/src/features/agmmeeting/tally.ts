import type { AgmItemTally, AgmQuorum, AgmRuleCode, AgmTally } from '@cc/contracts/agmmeeting';
import { type ItemRow, meetingItems } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { type MeetingRow, quorumFigures } from './meeting-queries';
import { baseOf, type Figure, fractionOf, type ItemFigures, passes } from './rule-math';
import { type rulesByCode, toRuleFigures } from './rule-queries';

type W = Pick<AgmmeetingWork, 'tx' | 'scope' | 'now'>;

export interface TallyContext {
  all: Figure;
  present: Figure;
  quorum: AgmQuorum;
  quorumReached: boolean;
  reconvened: boolean;
  rules: Awaited<ReturnType<typeof rulesByCode>>;
}

export async function tallyContext(w: W, m: MeetingRow): Promise<TallyContext> {
  const { quorum, all, present, rules } = await quorumFigures(w, m);
  return {
    all,
    present,
    quorum,
    quorumReached: quorum.reached,
    reconvened: m.reconvenedFromId !== null,
    rules,
  };
}

/** The item's figures as stored, against the present weight it was closed with (or now's, while open). */
export function itemFigures(item: ItemRow, ctx: TallyContext): ItemFigures {
  const present =
    item.state === 'CLOSED' && item.presentWeight !== null
      ? { weight: item.presentWeight, units: item.presentUnits ?? 0 }
      : ctx.present;
  return {
    for: { weight: item.forWeight, units: item.forUnits },
    against: { weight: item.againstWeight, units: item.againstUnits },
    abstain: { weight: item.abstainWeight, units: item.abstainUnits },
    present,
    all: ctx.all,
  };
}

/** Whether the item's rule is met on these figures (null for information and elections). */
export function decide(item: ItemRow, f: ItemFigures, ctx: TallyContext): boolean | null {
  if (item.kind !== 'RESOLUTION' || !item.ruleCode) return null;
  const rule = ctx.rules.get(item.ruleCode);
  return rule ? passes(toRuleFigures(rule), f, ctx.reconvened) : null;
}

export function itemTally(item: ItemRow, ctx: TallyContext): AgmItemTally {
  const f = itemFigures(item, ctx);
  const rule = item.ruleCode ? ctx.rules.get(item.ruleCode) : undefined;
  const baseKind = rule?.base ?? 'PRESENT_WEIGHT';
  const base = baseOf({ base: baseKind }, f);
  const figure = (x: Figure) => ({ weight: x.weight.toString(), units: x.units });
  const ranked = item.candidates
    .map((c) => {
      const got = item.candidateFigures[c.candidateID] ?? { weight: '0', units: 0 };
      return { ...c, weight: got.weight, units: got.units };
    })
    .sort((a, b) => {
      const d = BigInt(b.weight) - BigInt(a.weight);
      return d === 0n ? a.name.localeCompare(b.name) : d > 0n ? 1 : -1;
    });
  return {
    itemID: item.id,
    seq: item.seq,
    title: item.title,
    kind: item.kind,
    state: item.state,
    ruleCode: item.ruleCode as AgmRuleCode | null,
    for: figure(f.for),
    against: figure(f.against),
    abstain: figure(f.abstain),
    base: { kind: baseKind, weight: base.weight.toString(), units: base.units },
    presentWeight: f.present.weight.toString(),
    presentUnits: f.present.units,
    quorumReached: ctx.quorumReached,
    passed: item.state === 'CLOSED' ? item.passed : decide(item, f, ctx),
    threshold: item.kind === 'RESOLUTION' && rule ? fractionOf(toRuleFigures(rule), ctx.reconvened) : null,
    candidates: ranked.map((c, i) => ({ ...c, elected: i < (item.seats ?? 0) && BigInt(c.weight) > 0n })),
  };
}

/** Every item's live figures and the quorum (the voting tab and the projector). */
export async function meetingTally(w: W, m: MeetingRow): Promise<AgmTally> {
  const ctx = await tallyContext(w, m);
  const items = await meetingItems(w, m.id);
  return {
    meetingID: m.id,
    state: m.state,
    currentItemID: items.find((i) => i.state === 'OPEN')?.id ?? null,
    quorum: ctx.quorum,
    items: items.map((i) => itemTally(i, ctx)),
    asOf: w.now.toISOString(),
  };
}
