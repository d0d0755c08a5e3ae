//! One TOML value read as the type a key wants: a number, a whole number,
//! a character, text, or a point of two numbers. `None` when the value is
//! not of that type; the caller words the problem (see `words::wrong_value`).

use toml::Spanned;
use toml::de::{DeFloat, DeInteger, DeValue};

/// An integer TOML holds: 64 bits, signed.
fn signed(integer: &DeInteger<'_>) -> Option<i64> {
    i64::from_str_radix(integer.as_str(), integer.radix()).ok()
}

/// A float TOML holds: one that does not overflow `f64` (an infinity must
/// be written `inf`).
fn float(float: &DeFloat<'_>) -> Option<f64> {
    let value: f64 = float.as_str().parse().ok()?;
    (!value.is_infinite() || float.as_str().contains("inf")).then_some(value)
}

/// A number read as `f32`: an integer of up to 64 bits, signed or not, or
/// a float. A number too large for `f32` becomes an infinity, which the
/// range checks reject (quoting what was written).
pub(crate) fn number(value: &DeValue<'_>) -> Option<f32> {
    match value {
        DeValue::Integer(i) => signed(i).map(|v| v as f32).or_else(|| {
            u64::from_str_radix(i.as_str(), i.radix())
                .ok()
                .map(|v| v as f32)
        }),
        DeValue::Float(f) => float(f).map(|v| v as f32),
        _ => None,
    }
}

/// An integer from 0 to `u32::MAX`.
pub(crate) fn whole(value: &DeValue<'_>) -> Option<u32> {
    match value {
        DeValue::Integer(i) => signed(i).and_then(|v| u32::try_from(v).ok()),
        _ => None,
    }
}

/// Text of exactly one character.
pub(crate) fn character(value: &DeValue<'_>) -> Option<char> {
    let mut chars = text(value)?.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

/// `true` or `false`.
pub(crate) fn boolean(value: &DeValue<'_>) -> Option<bool> {
    match value {
        DeValue::Boolean(b) => Some(*b),
        _ => None,
    }
}

pub(crate) fn text<'v>(value: &'v DeValue<'_>) -> Option<&'v str> {
    match value {
        DeValue::String(s) => Some(s),
        _ => None,
    }
}

/// Exactly two numbers.
pub(crate) fn pair(value: &DeValue<'_>) -> Option<[f32; 2]> {
    spanned_pair(value).map(|[a, b]| [a.into_inner(), b.into_inner()])
}

/// Exactly two numbers, each with its own byte range, so a problem with
/// one (a width, a height) points at it rather than at the array.
pub(crate) fn spanned_pair(value: &DeValue<'_>) -> Option<[Spanned<f32>; 2]> {
    match value {
        DeValue::Array(items) if items.len() == 2 => {
            let item = |i: usize| {
                let item: &Spanned<DeValue<'_>> = &items[i];
                number(item.get_ref()).map(|v| Spanned::new(item.span(), v))
            };
            Some([item(0)?, item(1)?])
        }
        _ => None,
    }
}

/// The two numbers of an array, as the fixed tables read a point. `Err`
/// holds the byte range to blame: the value if it is no array or holds
/// other than two items (a third, as in `size = [20, 12, 5]`, is a mistake
/// the designer should hear of, not an item quietly dropped), else the
/// first item that is not a number. Each number keeps its own byte range.
pub(crate) fn pair_or_blame(
    value: &Spanned<DeValue<'_>>,
) -> Result<[Spanned<f32>; 2], std::ops::Range<usize>> {
    let DeValue::Array(items) = value.get_ref() else {
        return Err(value.span());
    };
    if items.len() > 2 {
        return Err(value.span());
    }
    let item = |i: usize| -> Result<Spanned<f32>, std::ops::Range<usize>> {
        let item = items.get(i).ok_or_else(|| value.span())?;
        let read = number(item.get_ref()).ok_or_else(|| item.span())?;
        Ok(Spanned::new(item.span(), read))
    };
    Ok([item(0)?, item(1)?])
}

/// The first number in `value` (itself, or inside its arrays and tables,
/// in their order) that TOML cannot hold: an integer beyond 64 bits signed,
/// or a float beyond `f64`. With it, the key it is under (`key` if it is not
/// inside a table).
pub(crate) fn unholdable<'v, 'i>(
    key: &'v str,
    value: &'v Spanned<DeValue<'i>>,
) -> Option<(&'v str, &'v Spanned<DeValue<'i>>)> {
    match value.get_ref() {
        DeValue::Integer(i) if signed(i).is_none() => Some((key, value)),
        DeValue::Float(f) if float(f).is_none() => Some((key, value)),
        DeValue::Array(items) => items.iter().find_map(|item| unholdable(key, item)),
        DeValue::Table(table) => table.iter().find_map(|(k, v)| unholdable(k.get_ref(), v)),
        _ => None,
    }
}

/// A type a kind table's key can be read as (see `kind_table`).
pub(crate) trait Read: Sized {
    fn read(value: &DeValue<'_>) -> Option<Self>;
}

impl Read for f32 {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        number(value)
    }
}

impl Read for u32 {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        whole(value)
    }
}

impl Read for char {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        character(value)
    }
}

impl Read for String {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        text(value).map(str::to_owned)
    }
}

impl Read for [f32; 2] {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        pair(value)
    }
}

impl Read for [Spanned<f32>; 2] {
    fn read(value: &DeValue<'_>) -> Option<Self> {
        spanned_pair(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(toml: &str) -> Spanned<DeValue<'_>> {
        DeValue::parse(toml).unwrap()
    }

    #[test]
    fn numbers_read_as_the_key_wants() {
        assert_eq!(number(value("3").get_ref()), Some(3.0));
        assert_eq!(number(value("-2.5").get_ref()), Some(-2.5));
        assert_eq!(number(value("1e40").get_ref()), Some(f32::INFINITY));
        assert_eq!(number(value("10000000000000000000").get_ref()), Some(1e19));
        assert_eq!(number(value("99999999999999999999").get_ref()), None);
        assert_eq!(number(value("\"3\"").get_ref()), None);
        assert_eq!(whole(value("600").get_ref()), Some(600));
        assert_eq!(whole(value("-1").get_ref()), None);
        assert_eq!(whole(value("6.5").get_ref()), None);
        assert_eq!(character(value("\"Ж\"").get_ref()), Some('Ж'));
        assert_eq!(character(value("\"GG\"").get_ref()), None);
        assert_eq!(pair(value("[1, 2.5]").get_ref()), Some([1.0, 2.5]));
        assert_eq!(pair(value("[1, 2, 3]").get_ref()), None);
    }

    #[test]
    fn a_point_in_a_fixed_table_blames_the_item() {
        let text = "[1, \"x\"]";
        assert_eq!(pair_or_blame(&value(text)), Err(4..7));
        assert_eq!(pair_or_blame(&value("[1]")), Err(0..3));
        assert_eq!(pair_or_blame(&value("[20, 12, 5]")), Err(0..11));
        let [a, b] = pair_or_blame(&value("[1, 2.5]")).unwrap();
        assert_eq!((a.span(), *a.get_ref()), (1..2, 1.0));
        assert_eq!((b.span(), *b.get_ref()), (4..7, 2.5));
    }

    #[test]
    fn numbers_toml_cannot_hold_are_found_inside() {
        let v = value("[1, { a = 99999999999999999999 }]");
        let (key, found) = unholdable("size", &v).unwrap();
        assert_eq!((key, found.span()), ("a", 10..30));
        assert!(unholdable("x", &value("1e400")).is_some());
        assert!(unholdable("x", &value("-inf")).is_none());
    }
}
