/**
 * The worker that loads ICU's currency data off the page's main thread
 * (editor/money-texts.ts INTL_WARM_WORKER_PATH, started by the pages whose
 * widgets format money: client/intl-warm.ts). It formats one amount in the locale and
 * currency it is sent, answers, and the page ends it. Plain script, no
 * imports: a classic worker.
 */
export const INTL_WARM_WORKER = `onmessage = function (e) {
  try { new Intl.NumberFormat(e.data.locale, { style: 'currency', currency: e.data.currency }).format(1); } catch (err) {}
  postMessage(0);
};
`;
