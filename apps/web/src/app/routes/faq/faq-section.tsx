import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { FaqSectionScreen } from '@/features/faq/components/faq-screens';
import { useLoginModal } from '../../layout/login-modal';
import NotFoundRoute from '../not-found';

/** /faq/{section}: open. The answers' LOGIN buttons open the login modal, REGISTER the registration. */
export default function FaqSectionRoute() {
  const { section = '' } = useParams();
  const navigate = useNavigate();
  const openLogin = useLoginModal();
  const actions = {
    onLogin: openLogin,
    onRegister: () => void navigate(paths.account.registration.getHref()),
  };
  return (
    <Container size="lg" py="md">
      <FaqSectionScreen section={section} notFound={<NotFoundRoute />} actions={actions} />
    </Container>
  );
}
