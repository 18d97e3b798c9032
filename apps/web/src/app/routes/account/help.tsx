import { Container } from '@mantine/core';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { HelpPanel } from '@/features/recovery/components/help-panel';

/** /account/help (open): 'Live Chat' and the customer-care mail link. */
export default function HelpRoute() {
  const modules = useSiteModules();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <HelpPanel customerCareEmail={modules.CustomerCareEmail || null} />
    </Container>
  );
}
