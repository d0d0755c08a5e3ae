//! The bytes inside a share code: unsigned numbers in LEB128 (seven bits a
//! byte, small numbers in one byte) and strings as a length and UTF-8. A
//! reader refuses what runs past the end or is not UTF-8, rather than
//! guessing.

use super::ContentsError;

/// Bytes being written.
#[derive(Debug, Default)]
pub(super) struct Writer {
    pub(super) bytes: Vec<u8>,
}

impl Writer {
    pub(super) fn number(&mut self, mut value: u64) {
        loop {
            let low = (value & 0x7f) as u8;
            value >>= 7;
            if value == 0 {
                self.bytes.push(low);
                return;
            }
            self.bytes.push(low | 0x80);
        }
    }

    pub(super) fn text(&mut self, text: &str) {
        self.number(text.len() as u64);
        self.bytes.extend_from_slice(text.as_bytes());
    }

    pub(super) fn raw(&mut self, bytes: &[u8]) {
        self.number(bytes.len() as u64);
        self.bytes.extend_from_slice(bytes);
    }
}

/// Bytes being read, front to back.
#[derive(Debug)]
pub(super) struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Self {
        Self { bytes }
    }

    pub(super) fn number(&mut self) -> Result<u64, ContentsError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = self.bytes.split_first().ok_or(ContentsError::CutShort)?;
            self.bytes = rest;
            let low = u64::from(byte & 0x7f);
            if shift == 63 && low > 1 {
                return Err(ContentsError::NumberTooLarge);
            }
            value |= low << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(ContentsError::NumberTooLarge)
    }

    pub(super) fn count(&mut self, most: usize) -> Result<usize, ContentsError> {
        let n = self.number()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n <= most)
            .ok_or(ContentsError::TooMany)
    }

    pub(super) fn raw(&mut self) -> Result<&'a [u8], ContentsError> {
        let len = self.count(self.bytes.len())?;
        let (taken, rest) = self.bytes.split_at(len);
        self.bytes = rest;
        Ok(taken)
    }

    pub(super) fn text(&mut self) -> Result<String, ContentsError> {
        let bytes = self.raw()?;
        String::from_utf8(bytes.to_vec()).map_err(|_| ContentsError::NotText)
    }

    /// Refuses bytes left over: a code holds what its kind reads, no more.
    pub(super) fn finish(self) -> Result<(), ContentsError> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(ContentsError::LeftOver)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_texts_survive_a_write_and_a_read() {
        let mut w = Writer::default();
        for n in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            w.number(n);
        }
        w.text("arenas/thin_tip.toml");
        w.text("");
        let mut r = Reader::new(&w.bytes);
        for n in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            assert_eq!(r.number(), Ok(n));
        }
        assert_eq!(r.text().as_deref(), Ok("arenas/thin_tip.toml"));
        assert_eq!(r.text().as_deref(), Ok(""));
        assert_eq!(r.finish(), Ok(()));
    }

    #[test]
    fn a_cut_or_overlong_read_is_refused() {
        assert_eq!(Reader::new(&[0x80]).number(), Err(ContentsError::CutShort));
        assert_eq!(Reader::new(&[5, b'a']).text(), Err(ContentsError::TooMany));
        assert_eq!(Reader::new(&[1, 0xff]).text(), Err(ContentsError::NotText));
        let eleven = [0xff; 11];
        assert_eq!(
            Reader::new(&eleven).number(),
            Err(ContentsError::NumberTooLarge)
        );
        assert_eq!(Reader::new(&[1]).finish(), Err(ContentsError::LeftOver));
    }
}
