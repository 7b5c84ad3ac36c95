import { PromoPopup } from '../features/marketing/components/promo-popup.tsx';
import { useShownPrice } from '../features/payment/api/get-price.ts';
import { hasSignInHint } from '../lib/session-hints.ts';

/** The offer every page has, with the server's price: an island of its own on a page outside the app. */
export function Promo() {
  const price = useShownPrice();
  return <PromoPopup price={price} isSignedIn={hasSignInHint} />;
}
