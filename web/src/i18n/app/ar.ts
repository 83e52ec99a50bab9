/** Every signed-in area's Arabic catalogue in one module, so they load as one file. */
const areas = import.meta.glob<Record<string, string>>('./*/ar.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(areas)) as Record<string, string>;
