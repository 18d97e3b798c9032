import { Container } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import classes from './account-nav.module.css';

/** `current` decides by itself when the item is the page's (a section whose screens share a prefix). */
type NavItem = { id: string; href: string; label: string; current?: (pathname: string) => boolean };

/** The second-level account navigation (access.md §2), above every account screen. */
export function AccountNav() {
  const user = useUser();
  const modules = useSiteModules();
  const { pathname } = useLocation();
  const n = it.accountNav;
  const items: NavItem[] = [
    { id: 'bets', href: paths.account.bets.getHref(), label: n.bets },
    { id: 'bonuses', href: paths.account.bonuses.getHref(), label: n.bonuses },
    { id: 'statement', href: paths.account.statement.getHref(), label: n.statement },
    { id: 'deposit', href: paths.account.deposit.getHref(), label: n.deposit },
    { id: 'withdraw', href: paths.account.withdraw.getHref(), label: n.withdraw },
    {
      id: 'profile',
      href: paths.account.edit.root.getHref(),
      label: n.profile,
      // Every tab of the edit screen; the responsible-gaming screen under the same prefix is its own item.
      current: (path) =>
        path.startsWith(paths.account.edit.root.getHref()) &&
        !path.startsWith(paths.account.edit.giocoConsapevole.getHref()),
    },
    {
      id: 'responsible-gaming',
      href: paths.account.edit.giocoConsapevole.getHref(),
      label: n.responsibleGaming,
    },
  ];
  if (isModuleOn(modules, 'VIP2_Enabled'))
    items.push({ id: 'vip-club', href: paths.account.vipProgram.getHref(), label: n.vipClub });
  if (isModuleOn(modules, 'VipProfiles'))
    items.push({ id: 'vip-sport', href: paths.account.vipSport.getHref(), label: n.vipSport });
  if (isModuleOn(modules, 'V3_ClassificheRanking_Enabled') && user?.fidelity) {
    items.push({ id: 'fidelity', href: paths.account.fidelity.getHref(), label: n.fidelity });
  }

  return (
    <nav aria-label={n.label} className={classes.bar}>
      <Container size="lg" px={{ base: 0, sm: 'md' }}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              {item.current ? (
                <Link
                  to={item.href}
                  className={classes.link}
                  aria-current={item.current(pathname) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.href} className={classes.link}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
