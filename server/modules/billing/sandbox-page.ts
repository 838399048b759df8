import type { Language } from '../../../contract/rules/languages';
import type { Order } from '../../db/tables';
import type { SandboxTexts } from './sandbox-texts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

const styles = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7fb;color:#14213d}
main{max-width:440px;margin:8vh auto;padding:32px 28px;background:#fff;border-radius:20px;box-shadow:0 12px 40px rgba(20,33,61,.12)}
h1{font-size:24px;margin:0 0 16px}
.notice{background:#fff4e5;color:#663c00;border-radius:12px;padding:12px 14px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#4a5568}dd{margin:0;font-weight:600;text-align:right}
button,a.button{display:block;width:100%;box-sizing:border-box;border:0;border-radius:999px;padding:12px 20px;font:inherit;font-weight:700;text-align:center;cursor:pointer;text-decoration:none}
.pay{background:#0b5cad;color:#fff;margin-bottom:12px}.cancel{background:#e8eef6;color:#14213d}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
p.status{margin:0 0 24px}
@media (max-width:480px){main{margin:16px;padding:24px 20px}}`;

const layout = (language: Language, texts: SandboxTexts, styleNonce: string, body: string): string => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(texts.title)}</title><style nonce="${styleNonce}">${styles}</style></head>
<body><main><h1>${escapeHtml(texts.title)}</h1>${body}</main></body></html>`;

/**
 * The sandbox checkout: what is bought, for how much, and Pay / Cancel forms; or the order's final state. Its styles
 * carry the answer's nonce (`reply.useStyleNonce()`): the Content-Security-Policy allows no other inline style.
 */
export const renderSandboxPage = (
  language: Language,
  texts: SandboxTexts,
  order: Order | undefined,
  page: { formBase: string; dashboardUrl: string; styleNonce: string },
): string => {
  const { formBase, dashboardUrl, styleNonce } = page;
  const back = `<a class="button cancel" href="${escapeHtml(dashboardUrl)}">${escapeHtml(texts.back)}</a>`;
  if (!order) return layout(language, texts, styleNonce, `<p class="status">${escapeHtml(texts.notFound)}</p>${back}`);
  if (order.status !== 'pending') {
    const status = order.status === 'paid' ? texts.paid : texts.cancelled;
    return layout(language, texts, styleNonce, `<p class="status">${escapeHtml(status)}</p>${back}`);
  }
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: order.currency }).format(
    order.price_cents / 100,
  );
  return layout(
    language,
    texts,
    styleNonce,
    `<p class="notice" role="note">${escapeHtml(texts.sandboxNotice)}</p>
<dl><dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(texts.kind[order.kind])}</dd>
<dt>${escapeHtml(texts.packageLabel)}</dt><dd>${escapeHtml(fill(texts.package, { months: order.months, devices: order.devices }))}</dd>
<dt>${escapeHtml(texts.total)}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="${escapeHtml(`${formBase}/pay`)}"><button class="pay" type="submit">${escapeHtml(fill(texts.pay, { amount }))}</button></form>
<form method="post" action="${escapeHtml(`${formBase}/cancel`)}"><button class="cancel" type="submit">${escapeHtml(texts.cancel)}</button></form>`,
  );
};
