import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { InstitutionalPages } from '@/features/pages/components/institutional-pages';
import NotFoundRoute from '../not-found';

/** /pages/{layoutarea}[/{section}[/{url} | /{subsection}/{url}]] (content-profile.md §2): open. */
export default function PagesRoute() {
  const { layoutarea = '', section, subsection, url } = useParams();
  return (
    <Container size="lg" py="md">
      <InstitutionalPages
        layoutarea={layoutarea}
        section={section}
        subsection={subsection}
        url={url}
        notFound={<NotFoundRoute />}
      />
    </Container>
  );
}
