/** What other features use of the catalogue files: reading an uploaded CSV file by its columns. */
export { readCsvFile, type FileRow } from './catalogue-csv.file.js';
