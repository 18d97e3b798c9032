import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import classes from './account-menu.module.css';

type Tile = { id: string; href: string; icon: string; title: string; subtitle: string };
type TileGroup = { id: string; title: string; tiles: Tile[] };

const t = it.account.tiles;

export function accountMenuGroups({
  vipOk,
  withdrawOnly,
}: {
  vipOk: boolean;
  withdrawOnly: boolean;
}): TileGroup[] {
  const withdraw: Tile = {
    id: 'withdraw',
    href: paths.account.withdraw.getHref(),
    icon: 'ri-bank-line',
    ...t.withdraw,
  };
  const personalData: Tile = {
    id: 'personal-data',
    href: paths.account.edit.anagrafica.getHref(),
    icon: 'ri-user-settings-line',
    ...t.personalData,
  };
  // Withdraw-only mode (ConsentiSoloPrelievo): the player may only take money out and fix personal data.
  if (withdrawOnly) {
    return [
      { id: 'money', title: it.account.groups.money, tiles: [withdraw] },
      { id: 'user-data', title: it.account.groups.userData, tiles: [personalData] },
    ];
  }
  const groups: TileGroup[] = [
    {
      id: 'money',
      title: it.account.groups.money,
      tiles: [
        { id: 'deposit', href: paths.account.deposit.getHref(), icon: 'ri-wallet-3-line', ...t.deposit },
        withdraw,
      ],
    },
    {
      id: 'user-data',
      title: it.account.groups.userData,
      tiles: [
        personalData,
        {
          id: 'responsible-gaming',
          href: paths.account.edit.giocoConsapevole.getHref(),
          icon: 'ri-scales-3-line',
          ...t.responsibleGaming,
        },
        {
          id: 'self-exclusion',
          href: paths.account.edit.giocoConsapevole.getHref(),
          icon: 'ri-forbid-line',
          ...t.selfExclusion,
        },
        {
          id: 'password',
          href: paths.account.edit.password.getHref(),
          icon: 'ri-lock-password-line',
          ...t.password,
        },
      ],
    },
    {
      id: 'movements',
      title: it.account.groups.movements,
      tiles: [
        {
          id: 'statement',
          href: paths.account.statement.getHref(),
          icon: 'ri-file-list-3-line',
          ...t.statement,
        },
        { id: 'bets', href: paths.account.bets.getHref(), icon: 'ri-coupon-2-line', ...t.bets },
      ],
    },
    {
      id: 'promotions',
      title: it.account.groups.promotions,
      tiles: [
        {
          id: 'bonus-coupons',
          href: paths.account.bonusCoupons.getHref(),
          icon: 'ri-ticket-line',
          ...t.bonusCoupons,
        },
        { id: 'promotions', href: paths.account.promotions.getHref(), icon: 'ri-gift-line', ...t.promotions },
      ],
    },
  ];
  if (vipOk) {
    groups.push({
      id: 'vip',
      title: it.account.groups.vip,
      tiles: [
        {
          id: 'vip-program',
          href: paths.account.vipProgram.getHref(),
          icon: 'ri-vip-crown-line',
          ...t.vipProgram,
        },
        { id: 'comp-point', href: paths.account.compPoint.getHref(), icon: 'ri-medal-line', ...t.compPoint },
      ],
    });
  }
  return groups;
}

type AccountMenuProps = {
  /** System variable GetVIPOk is 'true'. */
  vipOk: boolean;
  /** Module ConsentiSoloPrelievo is on. */
  withdrawOnly: boolean;
};

/** The grouped navigation tiles of the account home. */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <Stack component="nav" aria-label={it.account.menuLabel} gap="xl">
      {accountMenuGroups(props).map((group) => (
        <section key={group.id} aria-labelledby={`account-group-${group.id}`}>
          <Title order={2} size="h4" mb="sm" id={`account-group-${group.id}`}>
            {group.title}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" className={classes.list}>
            {group.tiles.map((tile) => (
              <li key={tile.id}>
                <Paper withBorder radius="md" className={classes.tile}>
                  <UnstyledButton component={Link} to={tile.href} className={classes.link}>
                    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                      <i className={`${tile.icon} ${classes.icon}`} />
                    </ThemeIcon>
                    <span className={classes.text}>
                      <Text component="span" fw={700} display="block">
                        {tile.title}
                      </Text>
                      <Text component="span" size="sm" c="dimmed" display="block">
                        {tile.subtitle}
                      </Text>
                    </span>
                  </UnstyledButton>
                </Paper>
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
