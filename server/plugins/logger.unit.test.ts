import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides capability path segments', () => {
    expect(redactUrl('/submit-profile/abcdef123')).toBe('/submit-profile/[redacted]');
    expect(redactUrl('/preview/link-value?x=1')).toBe('/preview/[redacted]?x=1');
    expect(redactUrl('/preview/')).toBe('/preview/');
    expect(redactUrl('/reset-password/abc_DEF-123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/cards/link-value/files/before-480.webp')).toBe('/api/cards/[redacted]');
    expect(redactUrl('/api/exports/01export.signature')).toBe('/api/exports/[redacted]');
    expect(redactUrl('/payments/sandbox/order-reference/pay')).toBe('/payments/sandbox/[redacted]');
  });

  it('hides secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/api/x?token=abc&page=2&resetKey=k&password=p')).toBe(
      '/api/x?token=[redacted]&page=2&resetKey=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
