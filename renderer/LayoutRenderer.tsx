import { createContext, useContext, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { LayoutMedia, LayoutNode, LayoutTree } from '../contract/layout/tree.ts';
import { isTypeface } from '../contract/typefaces.ts';
import { RendererClockProvider, useRendererClock } from './clock.tsx';
import { fitFontSize, fitsToBox, lengthOf, textStyleOf } from './textStyle.ts';
import { declareTypefaces, typefaceUsesOf } from './typefaces.ts';
import { DataListWidget } from './widgets/LazyDataList.tsx';
import { DataValueView } from './widgets/DataValueView.tsx';
import { sampleReading, useEverySecond, useLiveValue } from './liveValues.tsx';
import { PanelView } from './widgets/PanelView.tsx';
import { QrCodeWidget } from './widgets/LazyQrCode.tsx';
import { TickerView } from './widgets/TickerView.tsx';
import { ClockView, CountdownView } from './widgets/TimeWidgets.tsx';

/** docs/product.md#states: what the canvas shows when a placement's media cannot be drawn. */
export const MEDIA_PLACEHOLDERS = {
  IMAGE: { invalid: 'Invalid image file', missing: 'Image file not found' },
  VIDEO: { invalid: 'Invalid video file', missing: 'Video file not found' },
} as const;

export interface LayoutRendererProps {
  tree: LayoutTree;
  /** Screen pixels per layout pixel: 1 draws at full size; the layout stays exact at any scale. */
  scale: number;
  /**
   * Draws the frame of a top-level placement (the canvas adds selection and dragging here); by
   * default a plain positioned box. `style` places it; `content` is what the placement draws.
   */
  renderFrame?: (node: LayoutNode, style: CSSProperties, content: ReactNode) => ReactNode;
  /** Drawn over the surface, in layout pixels (guides, outlines). */
  overlay?: ReactNode;
  /** Names the surface for assistive technology. */
  'aria-label'?: string;
  /**
   * A thumbnail (the assets list draws a page of them): nothing moves or plays. Videos show a first
   * frame without autoplay, images load lazily, clocks, countdowns and tickers stop at first draw.
   */
  still?: boolean;
}

/** Whether the drawing is a still thumbnail (LayoutRendererProps.still), read by media deep in groups. */
const StillContext = createContext(false);

/*
 * Plain style objects rather than styled-components: the player (docs/decisions.md#player-and-alerts) draws with this
 * renderer and must stay small, and these styles never change with a theme.
 */
const viewportStyle: CSSProperties = { position: 'relative', overflow: 'hidden', flex: 'none' };

const surfaceStyle: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  transformOrigin: '0 0',
  overflow: 'hidden',
  background: '#000',
  color: '#fff',
};

const placeholderStyle: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  minWidth: 240,
  minHeight: 135,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: 16,
  border: '2px dashed #ef4444',
  background: '#1f1f1f',
  color: '#fca5a5',
  font: '600 24px/1.2 Inter, system-ui, sans-serif',
  textAlign: 'center',
};

const mediaStyle: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' };

/** Where a placement sits in its parent, in layout pixels; higher order is drawn above. */
export function frameStyle(node: LayoutNode): CSSProperties {
  return {
    position: 'absolute',
    left: node.x,
    top: node.y,
    width: lengthOf(node.config.width),
    height: lengthOf(node.config.height),
    zIndex: node.order + 1,
  };
}

/**
 * Inside a GROUP, children share one grid cell and are pushed out by margins: the group then takes
 * the size of what it holds (its children's extent), which 'auto' means for a placed group.
 */
export function childStyle(node: LayoutNode): CSSProperties {
  return {
    gridArea: '1 / 1',
    justifySelf: 'start',
    alignSelf: 'start',
    position: 'relative',
    marginLeft: node.x,
    marginTop: node.y,
    width: lengthOf(node.config.width),
    height: lengthOf(node.config.height),
    zIndex: node.order + 1,
  };
}

function MediaView({ kind, media }: { kind: 'IMAGE' | 'VIDEO'; media: LayoutMedia | undefined }) {
  const still = useContext(StillContext);
  if (!media || media.status !== 'ok') {
    const text = MEDIA_PLACEHOLDERS[kind][media?.status ?? 'invalid'];
    return (
      <div role="img" aria-label={text} style={placeholderStyle}>
        {text}
      </div>
    );
  }
  if (kind === 'IMAGE') return <img src={media.url} alt="" draggable={false} style={mediaStyle} {...(still ? { loading: 'lazy' } : {})} />;
  // A thumbnail fetches only the start of a video (its metadata and the frame at 0.1 s), never plays it.
  if (still) return <video src={`${media.url}#t=0.1`} muted playsInline preload="metadata" style={mediaStyle} />;
  // Signage plays on its own: muted (browsers only autoplay muted video), looping, inline on phones.
  return <video src={media.url} muted loop autoPlay playsInline style={mediaStyle} />;
}

/**
 * A text in its style. With fit 'box' its font size is measured to fill the placement's box (the
 * largest size at which nothing overflows), again whenever its text or style changes.
 */
function TextView({ config }: { config: Readonly<Record<string, string>> }) {
  const ref = useRef<HTMLDivElement>(null);
  const fit = fitsToBox(config);
  const configKey = JSON.stringify(config);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!fit || element === null || element.clientHeight === 0) return;
    const fits = (size: number) => {
      element.style.fontSize = `${size}px`;
      return element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;
    };
    element.style.fontSize = `${fitFontSize(element.clientHeight, fits)}px`;
  }, [fit, configKey]);
  return (
    <div ref={ref} style={textStyleOf(config)} data-text-fit={fit ? 'box' : undefined}>
      {config.value ?? ''}
    </div>
  );
}

/** A data value widget: its source's live value as the surrounding provider decides, a sample in a thumbnail. */
function DataValueWidget({ config }: { config: Readonly<Record<string, string>> }) {
  const still = useContext(StillContext);
  const live = useLiveValue(config.dataSourceId ?? '', config.key ?? '');
  useEverySecond(!still && config.showAge === 'true' && live.view.kind === 'value');
  const reading = still ? sampleReading(config.format) : live;
  return <DataValueView config={config} view={reading.view} ageSeconds={reading.ageSeconds} />;
}

/** A data list widget: its source's list as the provider decides (the same lookup as a data value), a sample in a thumbnail. */
function LiveDataList({ config }: { config: Readonly<Record<string, string>> }) {
  const still = useContext(StillContext);
  const live = useLiveValue(config.dataSourceId ?? '', config.key ?? '');
  return <DataListWidget config={config} live={live} still={still} />;
}

/** What one placement draws, without its position. */
export function NodeContent({ node }: { node: LayoutNode }) {
  switch (node.assetType) {
    case 'TEXT':
      return <TextView config={node.config} />;
    case 'IMAGE':
    case 'VIDEO':
      return <MediaView kind={node.assetType} media={node.media} />;
    case 'CLOCK':
      return <ClockView config={node.config} />;
    case 'COUNTDOWN':
      return <CountdownView config={node.config} />;
    case 'TICKER':
      return <TickerView config={node.config} />;
    case 'QRCODE':
      return <QrCodeWidget config={node.config} />;
    case 'PANEL':
      return <PanelView config={node.config} />;
    case 'DATAVALUE':
      return <DataValueWidget config={node.config} />;
    case 'DATALIST':
      return <LiveDataList config={node.config} />;
    case 'GROUP':
      return (
        <div style={{ display: 'grid', position: 'relative', width: '100%', height: '100%' }}>
          {(node.children ?? []).map((child) => (
            <div key={child.id} style={childStyle(child)} data-layout-node={child.assetType}>
              <NodeContent node={child} />
            </div>
          ))}
        </div>
      );
  }
}

const defaultFrame = (node: LayoutNode, style: CSSProperties, content: ReactNode) => (
  <div key={node.id} style={style} data-layout-node={node.assetType}>
    {content}
  </div>
);

/**
 * The one renderer (docs/decisions.md#browser-side): draws a resolved layout at a scale. The editor's canvas, the
 * Preview and the player all draw with it, so what is edited is what plays. It knows nothing of
 * editing: selection and dragging come in through renderFrame and overlay.
 */
export function LayoutRenderer({ tree, scale, renderFrame = defaultFrame, overlay, 'aria-label': label, still = false }: LayoutRendererProps) {
  // The typefaces this layout uses are declared to the page before it paints; their files load as
  // the text needs them (typefaces.ts). Keyed by the names, so an unrelated edit declares nothing.
  const clock = useRendererClock();
  const zone = tree.timeZone;
  // A still drawing keeps the moment of its first draw.
  const [drawnAt] = useState(() => clock.now());
  const venueClock = useMemo(() => {
    const timeZone = clock.timeZone ?? zone;
    if (still) return { now: () => drawnAt, running: false, timeZone };
    return zone && !clock.timeZone ? { ...clock, timeZone: zone } : null;
  }, [clock, zone, still, drawnAt]);
  const typefaceKey = [...new Set(typefaceUsesOf(tree).map((use) => use.typeface))].sort().join('|');
  useInsertionEffect(() => {
    declareTypefaces(typefaceKey.split('|').filter(isTypeface));
  }, [typefaceKey]);
  const drawing = (
    <div
      style={{ ...viewportStyle, width: tree.width * scale, height: tree.height * scale }}
      data-layout-width={tree.width}
      data-layout-height={tree.height}
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      <div style={{ ...surfaceStyle, width: tree.width, height: tree.height, transform: `scale(${scale})` }} data-layout-surface="">
        {tree.placements.map((node) => renderFrame(node, frameStyle(node), <NodeContent node={node} />))}
        {overlay}
      </div>
    </div>
  );
  // A display's layout carries its venue's zone: the clocks use it unless the clock given says otherwise.
  const clocked = venueClock ? <RendererClockProvider clock={venueClock}>{drawing}</RendererClockProvider> : drawing;
  return still ? <StillContext.Provider value>{clocked}</StillContext.Provider> : clocked;
}
