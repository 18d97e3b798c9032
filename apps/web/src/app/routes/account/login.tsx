import { Container } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { paths } from '@/config/paths';
import { sanitizeReturnUrl } from '@/lib/return-url';
import classes from '../../layout/app-layout.module.css';
import { LoginScreen } from './login-screen';

export default function LoginRoute() {
  const user = useUser();
  const [params] = useSearchParams();
  // Only a player who arrives already logged in is sent on; a fresh login navigates by itself.
  const [loggedInOnArrival] = useState(user !== null);
  if (loggedInOnArrival) {
    return <Navigate to={sanitizeReturnUrl(params.get('returnUrl')) ?? paths.home.getHref()} replace />;
  }
  return (
    <Container size="lg" className={classes.loginPage}>
      <LoginScreen defaultTarget={paths.home.getHref()} />
    </Container>
  );
}
