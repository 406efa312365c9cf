import { billingDocsBench } from '../src/features/billing/documents/documents-bench';
import { agmBench } from './agm-bench';
import { announcementBench } from './announcement-bench';
import { billingBench } from './billing-bench';
import { carBench } from './car-bench';
import { chatBench } from './chat-bench';
import { directoryBench } from './directory-bench';
import { facilityBench } from './facility-bench';
import { guardBundleBench } from './guard-bundle-bench';
import { homeBench } from './home-bench';
import { incidentBench } from './incident-bench';
import { issueBench } from './issue-bench';
import { notifyBench } from './notify-bench';
import { parcelBench } from './parcel-bench';
import { patrolBench } from './patrol-bench';
import { realtimeBench } from './realtime-bench';
import { recyclingBench } from './recycling-bench';
import { regulationBench } from './regulation-bench';
import { repairBench } from './repair-bench';
import { reportBench } from './report-bench';
import { sessionBench } from './session-bench';
import { suggestionBench } from './suggestion-bench';
import { tutorialBench } from './tutorial-bench';
import { vmsBench } from './vms-bench';

const BENCHES = {
  session: sessionBench,
  realtime: realtimeBench,
  announcement: announcementBench,
  directory: directoryBench,
  parcel: parcelBench,
  issue: issueBench,
  billing: billingBench,
  'billing-docs': billingDocsBench,
  facility: facilityBench,
  repair: repairBench,
  suggestion: suggestionBench,
  chat: chatBench,
  vms: vmsBench,
  patrol: patrolBench,
  incident: incidentBench,
  'guard-app': guardBundleBench,
  agm: agmBench,
  report: reportBench,
  tutorial: tutorialBench,
  home: homeBench,
  regulation: regulationBench,
  recycling: recyclingBench,
  car: carBench,
  notify: notifyBench,
};

/**
 * `npm run bench`: prints figures, asserts nothing. Names select benches
 * (`npm run bench -w apps/api -- session`), so one figure can be compared before and after a
 * change without the minutes the others take.
 */
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}
for (const [name, bench] of Object.entries(BENCHES)) {
  if (asked.length === 0 || asked.includes(name)) await bench();
}
