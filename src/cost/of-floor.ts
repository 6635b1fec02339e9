/** How close a measured time comes to the roofline floor (DESIGN.md §5): floor ÷ measured, 1 = at the floor. */
export function ofFloor(floorSeconds: number, measuredSeconds: number): number {
  return floorSeconds / measuredSeconds;
}
