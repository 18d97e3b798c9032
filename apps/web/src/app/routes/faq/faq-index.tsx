import { Container } from '@mantine/core';
import { FaqIndex } from '@/features/faq/components/faq-screens';
import NotFoundRoute from '../not-found';

/** /faq: open. */
export default function FaqIndexRoute() {
  return (
    <Container size="lg" py="md">
      <FaqIndex notFound={<NotFoundRoute />} />
    </Container>
  );
}
