import { Box, Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { itCms } from '@/messages/it-cms';
import { isFlag } from '../../lib/client-rules';
import { truncateDescription } from '../../lib/truncate';
import { videoEmbedUrl } from '../../lib/video-url';
import classes from '../cms.module.css';
import { WidgetShell, type WidgetProps } from '../widget-shell';

const autoplayOff = (value: string | undefined) =>
  ['false', '0', 'off', 'no'].includes(value?.trim().toLowerCase() ?? '');

/** visore_immagine_descrizione (§3, §4): title, subtitle, description with 'Leggi di più', image or video. */
export default function ImageText({ widget, onHide }: WidgetProps) {
  const p = widget.Parameters;
  const [expanded, setExpanded] = useState(false);
  const title = p.title?.trim() ?? '';
  const subtitle = p.subtitle?.trim() ?? '';
  const description = p.description?.trim() ?? '';
  const imageDesktop = p.image_desktop?.trim() ?? '';
  const imageMobile = p.image_mobile?.trim() ?? '';
  const video = p.videourl?.trim() ? videoEmbedUrl(p.videourl, { autoplay: !autoplayOff(p.autoplay) }) : null;
  if (!title && !subtitle && !description && !imageDesktop && !imageMobile && !video) return null;

  const { short, truncated } = truncateDescription(description);
  const boxed = isFlag(p.boxed);
  const size = p.size?.trim() || 'large';
  const media = video ? (
    // The image stands behind the player until it draws (or when it cannot load).
    <div
      className={classes.video}
      style={
        imageDesktop || imageMobile ? { backgroundImage: `url("${imageDesktop || imageMobile}")` } : undefined
      }
    >
      <iframe
        src={video}
        title={title || itCms.video}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      />
    </div>
  ) : imageDesktop || imageMobile ? (
    <picture>
      {imageMobile && imageDesktop && <source media="(max-width: 767.9px)" srcSet={imageMobile} />}
      <img
        src={imageDesktop || imageMobile}
        alt=""
        className={classes.imageTextImage}
        loading="lazy"
        width={640}
        height={360}
      />
    </picture>
  ) : null;

  const body = (
    <div className={classes.imageText} data-size={size}>
      {media && <div className={classes.imageTextMedia}>{media}</div>}
      <Box className={classes.imageTextBody}>
        {title && (
          <Title order={2} size="h3">
            {title}
          </Title>
        )}
        {subtitle && (
          <Text fw={500} c="dimmed" mt={4}>
            {subtitle}
          </Text>
        )}
        {description && (
          <Text mt="sm" className={classes.description} data-testid="image-text-description">
            {expanded ? description : short}
          </Text>
        )}
        {truncated && (
          <Button
            variant="subtle"
            px={0}
            mt={4}
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
          >
            {expanded ? itCms.readLess : itCms.readMore}
          </Button>
        )}
      </Box>
    </div>
  );
  return (
    <WidgetShell widget={widget} onHide={onHide} className={p.cssclass?.trim() || undefined}>
      {boxed ? (
        <Paper withBorder p="lg" radius="md">
          {body}
        </Paper>
      ) : (
        body
      )}
    </WidgetShell>
  );
}
