import { billingEvidenceOps as ops } from '@cc/contracts/billing-evidence-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { deleteCounterPayment, recordCounterPayment } from './counter-payment';
import { slipInquiryOf } from './documents/slip-inquiry';
import { readSlipImage } from './documents/slip-reader';
import { evidenceWatchers, publishEvidenceChange } from './evidence-live';
import { tellVerifiers } from './evidence-notices';
import { findEvidence, slipHeld, toEvidence } from './evidence-queries';
import {
  evidenceInMonth,
  evidenceOfUnitNo,
  evidenceOnDate,
  flagPrinted,
  myEvidence,
  notPrinted,
} from './evidence-search-queries';
import { withSlipFile } from './slip-files';
import { readSlipForm, slipImageType } from './slip-form';
import { submitSlip } from './submit-slip';
import { verifierIds } from './verifier-queries';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });
const page = <T>(p: T) => ({ isSuccess: true as const, ...p });

/** Slips from residents, counter payments from the office, and the office's searches. */
export async function evidenceRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const images = new WeakMap<FastifyRequest, Buffer>();
  const slipInquiry = slipInquiryOf(s.config);
  const inquire = async (slip: { sendingBank: string; transRef: string }, amountSatang: number) =>
    slipInquiry
      ? slipInquiry.ask({ sendingBank: slip.sendingBank, transRef: slip.transRef, amountSatang })
      : null;
  // The form is read only once the caller passed the guard (communityID in the query).
  const readForm = async (request: FastifyRequest) => {
    const image = await readSlipForm(request);
    if (image) images.set(request, image);
  };

  r.route({
    ...guardedRoute(s, ops.upload, TAGS, readForm),
    handler: async (request) => {
      const { image, ext } = slipImageType(images.get(request));
      const reading = await readSlipImage(image);
      // Asked before the transaction: a bank's answer never holds rows locked.
      const inquiry = reading.kind === 'SLIP' ? await inquire(reading, request.body.amountSatang) : null;
      const { row, verifiers, watchers } = await withSlipFile(s, request, image, ext, (save) =>
        atOffice(request, async (w) => ({
          row: await submitSlip(w, request.body, reading, save, inquiry),
          verifiers: await verifierIds(w),
          watchers: await evidenceWatchers(w),
        })),
      );
      await publishEvidenceChange(s, request.log, request.community.id, watchers, [row.id]);
      await tellVerifiers(s, request.log, request.community.id, verifiers, row);
      return ok(toEvidence(row));
    },
  });
  r.route({
    ...guardedRoute(s, ops.slipRead, TAGS, readForm),
    handler: async (request) => {
      const reading = await readSlipImage(slipImageType(images.get(request)).image);
      const slip = reading.kind === 'SLIP' ? reading : undefined;
      const usedBefore = slip ? await atOffice(request, (w) => slipHeld(w, slip)) : false;
      return ok({
        kind: reading.kind,
        sendingBank: slip?.sendingBank ?? null,
        transRef: slip?.transRef ?? null,
        usedBefore,
      });
    },
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) =>
      page(await atOffice(request, (w) => myEvidence(w, request.user.id, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      ok(toEvidence(await atOffice(request, (w) => findEvidence(w, request.query.evidenceID)))),
  });
  r.route({
    ...guardedRoute(s, ops.file, TAGS),
    handler: async (request) => {
      const row = await atOffice(request, (w) => findEvidence(w, request.query.evidenceID));
      return ok({ url: s.files.url(request.scope, row.slipFileKey) });
    },
  });
  r.route({
    ...guardedRoute(s, ops.createByOffice, TAGS),
    handler: async (request) => {
      const { row, watchers } = await atOffice(request, async (w) => ({
        row: await recordCounterPayment(w, request.body),
        watchers: await evidenceWatchers(w),
      }));
      await publishEvidenceChange(s, request.log, request.community.id, watchers, [row.id]);
      return ok(toEvidence(row));
    },
  });
  r.route({
    ...guardedRoute(s, ops.deleteByOffice, TAGS),
    handler: async (request) => {
      const { evidenceID } = request.body;
      const watchers = await atOffice(request, async (w) => {
        await deleteCounterPayment(w, evidenceID);
        return evidenceWatchers(w);
      });
      await publishEvidenceChange(s, request.log, request.community.id, watchers, [evidenceID]);
      return { isSuccess: true as const };
    },
  });
  r.route({
    ...guardedRoute(s, ops.notPrinted, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => notPrinted(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.byDate, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => evidenceOnDate(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.byMonth, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => evidenceInMonth(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.byUnitNo, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => evidenceOfUnitNo(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.printFlag, TAGS),
    handler: async (request) => {
      const { evidenceIDs, printed } = request.body;
      return ok({ updated: await atOffice(request, (w) => flagPrinted(w, evidenceIDs, printed)) });
    },
  });
}
