import { Accordion, Anchor, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useIsMobile } from '@/components/payments/use-is-mobile';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/cms-api';
import { SideLayout } from '@/components/cms/side-layout';
import { ContentLoading, ContentUnavailable } from '@/components/cms/content-state';
import { itPages } from '@/messages/it-pages';
import { useFaqArea } from '../api/get-faq';
import { buildFaq, type FaqSection } from '../lib/faq-tree';
import navClasses from '@/components/cms/side-nav.module.css';
import classes from './faq.module.css';
import { FaqHtml, type CmsActions } from './faq-html';
import { DocumentTitle } from '@/lib/document-title';

const t = itPages.faq;

const Icon = ({ name }: { name: string | null }) =>
  name ? <i className={`ri-${name}`} aria-hidden /> : <i className="ri-question-line" aria-hidden />;

/** /faq: heading 'FAQ', one card per section with a 'Scopri di più' link; no data: not found. */
export function FaqIndex({ notFound }: { notFound: ReactNode }) {
  const area = useFaqArea();
  if (area.isPending) return <ContentLoading />;
  if (area.isError) return isNotFoundError(area.error) ? notFound : <ContentUnavailable />;
  const sections = buildFaq(area.data);
  if (sections.length === 0) return notFound;
  return (
    <Stack gap="md">
      <DocumentTitle title={t.title} />
      <Title order={1}>{t.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {sections.map((section) => (
          <Card key={section.id} withBorder padding="lg" className={classes.card} component="article">
            <Group gap="xs" wrap="nowrap" mb="xs">
              <Icon name={section.icon} />
              <Title order={2} size="h4">
                {section.title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" flex={1}>
              {section.description}
            </Text>
            <Anchor
              component={Link}
              to={paths.faq.section.getHref(section.url)}
              mt="md"
              fw={700}
              aria-label={`${t.discoverMore}: ${section.title}`}
            >
              {t.discoverMore}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function FaqNav({ sections }: { sections: FaqSection[] }) {
  return (
    <nav aria-label={t.sectionsNav} className={navClasses.sideNav}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink to={paths.faq.section.getHref(section.url)} className={navClasses.navLink}>
              <Icon name={section.icon} />
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FaqSelect({ sections, current }: { sections: FaqSection[]; current: FaqSection }) {
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={itPages.pagesLabel}
      data={sections.map((section) => ({ value: section.url, label: section.title }))}
      value={current.url}
      onChange={(event) => void navigate(paths.faq.section.getHref(event.currentTarget.value))}
    />
  );
}

/**
 * /faq/{section}: the section matched by faq_section_url; heading 'FAQ - {title}'; subsection
 * titles over expandable cards. A 'Pagine' dropdown below tablet width, a side navigation with
 * icons from it up.
 */
export function FaqSectionScreen({
  section: url,
  notFound,
  actions,
}: {
  section: string;
  notFound: ReactNode;
  actions: CmsActions;
}) {
  const area = useFaqArea();
  const isMobile = useIsMobile();
  if (area.isPending) return <ContentLoading />;
  if (area.isError) return isNotFoundError(area.error) ? notFound : <ContentUnavailable />;
  const sections = buildFaq(area.data);
  const section = sections.find((entry) => entry.url === url);
  if (!section) return notFound;
  const content = (
    <Stack gap="lg">
      <DocumentTitle title={t.sectionTitle(section.title)} />
      <Title order={1}>{t.sectionTitle(section.title)}</Title>
      {section.groups.map((group) => (
        <Stack key={group.id} gap="xs">
          {group.title && (
            <Title order={2} size="h4">
              {group.title}
            </Title>
          )}
          <Accordion variant="separated" multiple>
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>{item.title}</Accordion.Control>
                <Accordion.Panel>
                  <FaqHtml html={item.body} actions={actions} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
  if (isMobile) {
    return (
      <Stack gap="md">
        <FaqSelect sections={sections} current={section} />
        {content}
      </Stack>
    );
  }
  return <SideLayout nav={<FaqNav sections={sections} />}>{content}</SideLayout>;
}
