const forgetters = new Set<() => unknown>()

/**
 * The offline layer, which writes the person's data to the device (the saved query cache), says here how
 * to forget it; sign-out calls it. app/lib cannot import app/offline (docs/architecture.md).
 */
export function onForgetDeviceData(forget: () => unknown): void {
  forgetters.add(forget)
}

/** Removes what the device keeps of the signed-in person (sign-out). */
export async function forgetDeviceData(): Promise<void> {
  await Promise.all([...forgetters].map((forget) => forget()))
}
