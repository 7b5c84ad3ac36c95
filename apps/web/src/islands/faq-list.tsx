import { FaqAccordion } from '../features/marketing/components/faq-accordion.tsx';
import { faqItems } from '../features/marketing/components/faq-items.tsx';
import { useShownPrice } from '../features/payment/api/get-price.ts';

/** The FAQ's questions, whose answers name the server's price once it is known. */
export function FaqList() {
  const price = useShownPrice();
  return <FaqAccordion items={faqItems(price)} />;
}
