import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { AccountPages } from '@/features/pages/components/institutional-pages';
import NotFoundRoute from '../not-found';

/** /account/pages/{url}: the account area's institutional pages with a left menu; open to all. */
export default function AccountPageRoute() {
  const { page = '' } = useParams();
  return (
    <Container size="lg" py="md">
      <AccountPages url={page} notFound={<NotFoundRoute />} />
    </Container>
  );
}
