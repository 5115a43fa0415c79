/** Konva nodes from ShapeSpecs, built directly (not one Vue component per shape: a map has ~1000 shapes). */
import Konva from 'konva';
import { BoardText } from './boardText';
import type { ShapeSpec } from './types';

export function buildNode(spec: ShapeSpec): Konva.Node {
  const config = spec.config as Konva.NodeConfig;
  switch (spec.kind) {
    case 'line':
      return new Konva.Line(config as Konva.LineConfig);
    case 'circle':
      return new Konva.Circle(config as Konva.CircleConfig);
    case 'rect':
      return new Konva.Rect(config as Konva.RectConfig);
    case 'text':
      return new BoardText(config as Konva.TextConfig);
    case 'group': {
      const g = new Konva.Group(config as Konva.GroupConfig);
      for (const child of spec.children ?? []) g.add(buildNode(child) as Konva.Shape | Konva.Group);
      return g;
    }
  }
}
