// Whether React is hydrating the page the server drew: from `hydrateRoot` until the first commit.
// ServerDrawn reads it to keep the server's markup instead of walking it (docs/decisions/0071).
let hydrating = false

export const startHydrating = () => {
  hydrating = true
}

export const endHydrating = () => {
  hydrating = false
}

export const isHydrating = () => hydrating
