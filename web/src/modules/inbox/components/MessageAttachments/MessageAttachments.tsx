import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPeso } from '../../../../lib/format';
import type { MessageParts } from '../../conversation';
import { ProductTile } from '../ProductTile/ProductTile';

type TemplateButton = { type: string; title: string; url: string | null; payload: string | null };

/** Template buttons as the customer saw them; a web_url opens its page, others are only shown. */
function TemplateButtons({ buttons }: { buttons: readonly TemplateButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {buttons.map((button) =>
        button.url ? (
          <Button
            key={`${button.title}-${button.url}`}
            size="small"
            variant="outlined"
            href={button.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {button.title}
          </Button>
        ) : (
          <Box
            key={`${button.title}-${button.payload ?? ''}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              py: 0.5,
              textAlign: 'center',
              typography: 'body2',
              fontWeight: 600,
              color: 'primary.dark',
            }}
          >
            {button.title}
          </Box>
        ),
      )}
    </Stack>
  );
}

/** A horizontally scrolling row of cards. */
function Carousel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        m: 0,
        p: 0,
        pb: 0.5,
        maxWidth: '100%',
        scrollSnapType: 'x mandatory',
        '& > li': { scrollSnapAlign: 'start' },
      }}
    >
      {children}
    </Box>
  );
}

/** What a message carries besides its text: carousel, products, button template, photos. */
export function MessageAttachments({ parts }: { parts: MessageParts }) {
  const { carousel, products, buttonTemplate, photos } = parts;
  return (
    <>
      {carousel.length > 0 ? (
        <Carousel label="Carousel">
          {carousel.map((item) => (
            <ProductTile
              key={item.key}
              title={item.title}
              subtitle={item.subtitle}
              imageUrl={item.image_url}
              footer={<TemplateButtons buttons={item.buttons} />}
            />
          ))}
        </Carousel>
      ) : null}
      {products.length > 0 ? (
        <Carousel label="Products">
          {products.map((product) => (
            <ProductTile
              key={product.uuid}
              title={product.name}
              subtitle={formatPeso(product.price)}
              imageUrl={product.featuredPhoto}
            />
          ))}
        </Carousel>
      ) : null}
      {buttonTemplate ? (
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 1.25,
            bgcolor: 'background.paper',
            maxWidth: 280,
          }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {buttonTemplate.text}
          </Typography>
          <TemplateButtons buttons={buttonTemplate.buttons} />
        </Box>
      ) : null}
      {photos.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {photos.map((url) => (
            <Box
              key={url}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Open photo"
            >
              <Box
                component="img"
                src={url}
                alt="Photo"
                loading="lazy"
                sx={{
                  display: 'block',
                  width: 140,
                  height: 140,
                  objectFit: 'cover',
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              />
            </Box>
          ))}
        </Box>
      ) : null}
    </>
  );
}
