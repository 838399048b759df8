import type { Order } from '../../db/tables';

/** One way of taking payment. The subscription changes only when the provider confirms (see service.ts). */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  /** Opens a checkout for the order: its reference (how confirmations name it) and the page to send the payer to. */
  startCheckout: (order: Order, returnUrls: { paid: string; cancelled: string }) => Promise<CheckoutStart>;
}

export interface CheckoutStart {
  reference: string;
  checkoutUrl: string;
}
