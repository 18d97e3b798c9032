import { welcomeLayoutArea, type WelcomeArea } from '@conto-gioco/shared/cms-constants';
import { useCmsObject } from '../api/get-cms-object';
import { useDevice } from '../lib/use-device';
import AreaContent from './area-content';
import { AreaLoader } from './cms-area';
import HeroSlider from './widgets/hero-slider';
import { DEFAULT_SLIDE_HEIGHT } from './widgets/slide-size';

/** The hero's slider is the page's largest paint: in the page's own chunk, not a lazy one. */
const HERO_WIDGETS = { visore_generico: HeroSlider };

/**
 * The welcome hero of a section (§2: Home, Promozioni, Casino, ...), for any page to place: a
 * CmsArea whose content and slider come with the page (no lazy chunk to wait for), so that with the
 * area's answer in index.html (the home's) the first slide paints in the page's first render. Its
 * loader holds a slide's default height, so the page below moves little when the slider arrives.
 */
export function WelcomeHero({ area }: { area: WelcomeArea }) {
  const device = useDevice();
  const answer = useCmsObject(welcomeLayoutArea(area));
  if (answer.isPending) return <AreaLoader minHeight={DEFAULT_SLIDE_HEIGHT[device]} />;
  if (!answer.data || answer.data.Children.length === 0) return null;
  return <AreaContent area={answer.data} widgets={HERO_WIDGETS} />;
}
