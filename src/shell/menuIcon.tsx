import type { SvgIconComponent } from '@mui/icons-material';
import { SvgIcon } from '@mui/material';
import { Children, createElement, isValidElement, type ComponentType, type ReactElement } from 'react';

/**
 * An icon as plain values: the SVG elements of a Material icon. A record type declares its icon as a component; the
 * menu needs it on the console's first load, which carries no declarations (they come as facts worked out at build
 * time, consoles/declaredScreens.atBuild.ts), so the icon travels as its shapes and is drawn again here.
 */
export type IconShape = readonly { tag: string; attrs: Readonly<Record<string, unknown>> }[];

/**
 * The shapes of a Material icon. `createSvgIcon` makes `memo(forwardRef(render))`, where `render` returns an
 * `<SvgIcon>` around the shapes; calling it outside React reads them without rendering (it uses no hooks).
 */
export function shapeOf(icon: SvgIconComponent): IconShape {
  const render = (icon as unknown as { type?: { render?: (props: object, ref: null) => ReactElement<{ children?: unknown }> } }).type?.render;
  if (!render) throw new Error('The icon is not a Material icon (@mui/icons-material)');
  return Children.toArray(render({}, null).props.children as ReactElement[])
    .filter(isValidElement)
    .map((element) => {
      const { key: _key, ...attrs } = element.props as Record<string, unknown>;
      return { tag: String(element.type), attrs };
    });
}

/** An icon component that draws the shapes. */
export function iconOf(shape: IconShape): ComponentType {
  const Icon = () => <SvgIcon>{shape.map(({ tag, attrs }, index) => createElement(tag, { key: index, ...attrs }))}</SvgIcon>;
  return Icon;
}
