"use client";

import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@giftcash/core";

/** How long the celebration stays, in milliseconds. */
export const CELEBRATION_MS = 1100;

/** The confetti: 14 pieces, each flying out at its own angle and distance (in % of the box). */
const PIECES = Array.from({ length: 14 }, (_, i) => {
  const angle = (i / 14) * 2 * Math.PI + 0.3;
  const reach = 30 + (i % 3) * 9;
  return {
    x: Math.cos(angle) * reach,
    y: Math.sin(angle) * reach - 8,
    turn: (i % 2 ? 1 : -1) * (180 + i * 25),
  };
});

/**
 * A brief win celebration (#19): a glow pulse and a burst of confetti laid over the game (absolutely
 * positioned, `pointer-events: none`, hidden from assistive technology), animated with the Web
 * Animations API on `transform` and `opacity` only, then removed. With reduced motion it is a static
 * glow. Mount it (with a new `key`) when a prize is won; the announcement stays the game's own.
 */
export function Celebration() {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    const runs: Animation[] = [];
    const timer = setTimeout(() => {
      runs.forEach((run) => run.cancel());
      setOver(true);
    }, CELEBRATION_MS);
    const root = ref.current;
    if (!reduced && root && typeof root.animate === "function") {
      const glow = root.firstElementChild;
      if (glow)
        runs.push(
          glow.animate(
            [
              { opacity: 0, transform: "scale(0.6)" },
              { opacity: 1, transform: "scale(1)", offset: 0.3 },
              { opacity: 0, transform: "scale(1.15)" },
            ],
            { duration: CELEBRATION_MS, easing: "ease-out", fill: "forwards" }
          )
        );
      Array.from(root.children)
        .slice(1)
        .forEach((piece, i) => {
          const { x, y, turn } = PIECES[i] ?? { x: 0, y: 0, turn: 0 };
          runs.push(
            piece.animate(
              [
                {
                  opacity: 1,
                  transform: "translate(-50%, -50%) rotate(0deg) scale(0.4)",
                },
                { opacity: 1, offset: 0.7 },
                {
                  opacity: 0,
                  transform: `translate(calc(-50% + ${x.toFixed(
                    1
                  )}cqi), calc(-50% + ${(y + 14).toFixed(
                    1
                  )}cqb)) rotate(${turn}deg) scale(1)`,
                },
              ],
              {
                duration: CELEBRATION_MS - 100,
                delay: (i % 4) * 25,
                easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
                fill: "forwards",
              }
            )
          );
        });
    }
    return () => {
      clearTimeout(timer);
      runs.forEach((run) => run.cancel());
    };
  }, [reduced]);
  if (over) return null;
  return (
    <span
      ref={ref}
      className="gc-celebration"
      data-motion={reduced ? "reduce" : "full"}
      aria-hidden="true"
    >
      <span className="gc-celebration-glow" />
      {reduced
        ? null
        : PIECES.map((_, i) => (
            <span key={i} className="gc-celebration-piece" data-tone={i % 3} />
          ))}
    </span>
  );
}
